import type { Actor } from '../../../lib/context';
import { isUuid } from '../../../lib/context';
import { MlError, type FieldProblem } from '../../../lib/errors';
import { modelOf } from '../models/model-rules';
import { findVersion } from '../models/model-store';
import { assertMlRole } from '../common/access';
import type { MlDeps } from '../common/context';
import { invalid } from '../common/ml-errors';
import {
  decideApproval,
  findApproval,
  hasApproval,
  insertApproval,
  listApprovals,
  type ApprovalRow,
} from './approval-store';

export const STAGES = ['staging', 'production'] as const;

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
  assertMlRole(actor);
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

async function approvalOf(deps: MlDeps, actor: Actor, id: string): Promise<ApprovalRow> {
  const approval = isUuid(id) ? await findApproval(deps.prisma, actor.tenantId, id) : null;
  if (!approval)
    throw invalid('ML_1801', [{ field: 'id', problem: 'is not a submission of the tenant' }]);
  return approval;
}

export async function getApproval(deps: MlDeps, actor: Actor, id: string): Promise<ApprovalRow> {
  assertMlRole(actor);
  return approvalOf(deps, actor, id);
}

export async function getApprovals(deps: MlDeps, actor: Actor): Promise<ApprovalRow[]> {
  assertMlRole(actor);
  return listApprovals(deps.prisma, actor.tenantId);
}

/** Admins decide, never on their own submission (a second pair of eyes); a decided submission stays decided. */
export async function decide(
  deps: MlDeps,
  actor: Actor,
  id: string,
  status: 'approved' | 'rejected',
  comment: string | null | undefined,
): Promise<ApprovalRow> {
  if (!actor.roles.includes('admin'))
    throw new MlError('ML_1701', 'Only an admin approves or rejects a submission');
  const approval = await approvalOf(deps, actor, id);
  if (approval.submittedBy === actor.id)
    throw new MlError(
      'ML_1600',
      'Governance policy: a submission is decided by another admin than its submitter',
    );
  if (
    !(await decideApproval(deps.prisma, approval.id, {
      status,
      decidedBy: actor.id,
      comment: comment?.trim() || null,
    }))
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
