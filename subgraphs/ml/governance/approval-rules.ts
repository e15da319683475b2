import type { Actor } from '../../../lib/context';
import type { FieldProblem } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { modelOf } from '../models/access';
import { findVersion } from '../models/model-store';
import type { MlDeps } from '../common/deps';
import { invalid, MlError } from '../common/errors';
import { approvalOf, assertApprovalUser, assertDecider, assertNotSubmitter } from './access';
import {
  decideApproval,
  findApprovalPage,
  hasApproval,
  insertApproval,
  type ApprovalRow,
} from './approval-store';

const STAGES = ['staging', 'production'] as const;

export interface SubmissionInput {
  modelId: string;
  version: number;
  stage: string;
  documentation?: string | null;
  testEvidence?: string | null;
}

/**
 * A submission of a trained version (docs/ml.md, "Governance"). The policy (ML_1600): it comes
 * with documentation and test evidence, and the version has been trained (its validation
 * metrics are the first tests).
 */
export async function submitApproval(
  deps: MlDeps,
  actor: Actor,
  input: SubmissionInput,
): Promise<ApprovalRow> {
  assertApprovalUser(actor);
  if (!(STAGES as readonly string[]).includes(input.stage))
    throw invalid('ML_1801', [{ field: 'stage', problem: `must be one of ${STAGES.join(', ')}` }]);
  const model = await modelOf(deps, actor, input.modelId);
  const version = await findVersion(deps.prisma, actor.tenantId, model.id, input.version);
  if (!version) throw new MlError('ML_1001', `Model ${model.id} has no version ${input.version}`);
  const problems: FieldProblem[] = [];
  const documentation = input.documentation?.trim() ?? '';
  const testEvidence = input.testEvidence?.trim() ?? '';
  if (documentation.length < 20)
    problems.push({
      field: 'documentation',
      problem: 'is missing: describe the model, its data and limits in at least 20 characters',
    });
  if (testEvidence.length < 10)
    problems.push({
      field: 'testEvidence',
      problem: 'is missing: give the tests it passed in at least 10 characters',
    });
  if (version.status !== 'trained')
    problems.push({
      field: 'version',
      problem: 'has not been trained: no validation metrics to review',
    });
  if (problems.length)
    throw new MlError(
      'ML_1600',
      `Governance policy: ${problems.map((p) => `${p.field} ${p.problem}`).join('; ')}`,
      problems,
    );
  return insertApproval(deps.prisma, {
    tenantId: actor.tenantId,
    modelId: model.id,
    version: input.version,
    stage: input.stage,
    documentation,
    testEvidence,
    submittedBy: actor.id,
  });
}

export async function getApproval(deps: MlDeps, actor: Actor, id: string): Promise<ApprovalRow> {
  assertApprovalUser(actor);
  return approvalOf(deps, actor, id);
}

/** The tenant's submissions, newest first. */
export async function getApprovals(
  deps: MlDeps,
  actor: Actor,
  args: PageRequest,
): Promise<Connection<ApprovalRow>> {
  assertApprovalUser(actor);
  const page = creationPage(args, 'DESC');
  return creationConnection(await findApprovalPage(deps.prisma, actor.tenantId, page), page);
}

/** Admins decide, never on their own submission (a second pair of eyes); a decided submission stays decided. */
export async function decide(
  deps: MlDeps,
  actor: Actor,
  id: string,
  status: 'approved' | 'rejected',
  comment: string | null | undefined,
): Promise<ApprovalRow> {
  assertDecider(actor);
  const approval = await approvalOf(deps, actor, id);
  assertNotSubmitter(actor, approval);
  if (
    !(await decideApproval(
      deps.prisma,
      approval.id,
      {
        status,
        decidedBy: actor.id,
        comment: comment?.trim() || null,
      },
      deps.clock.now(),
    ))
  ) {
    throw invalid('ML_1801', [
      {
        field: 'id',
        problem: `the submission is ${approval.status === 'pending' ? 'decided already' : approval.status}`,
      },
    ]);
  }
  return approvalOf(deps, actor, id);
}

/** A production deployment needs an approval of the version for production (ML_1601). */
export async function assertDeployable(
  deps: MlDeps,
  actor: Actor,
  modelId: string,
  version: number,
  stage: string,
): Promise<void> {
  if (stage !== 'production') return;
  if (!(await hasApproval(deps.prisma, actor.tenantId, modelId, version, stage))) {
    throw new MlError(
      'ML_1601',
      `Version ${version} of model ${modelId} has no approval for production: submit it to POST /ml/v1/governance/approvals`,
    );
  }
}
