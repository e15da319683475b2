import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import {
  changeSchedule,
  createSchedule,
  getSchedule,
  listSchedules,
  removeSchedule,
  runScheduleNow,
} from './schedule-rules';

export const scheduleResolvers: Resolvers = {
  Query: {
    reportSchedules: (_parent, args, context) =>
      listSchedules(context.deps, requireCaller(context), args),
    reportSchedule: (_parent, { id }, context) =>
      getSchedule(context.deps, requireCaller(context), id),
  },
  Mutation: {
    createReportSchedule: (_parent, { input }, context) =>
      createSchedule(context.deps, requireCaller(context), input),
    updateReportSchedule: (_parent, { id, input }, context) =>
      changeSchedule(context.deps, requireCaller(context), id, input),
    deleteReportSchedule: (_parent, { id }, context) =>
      removeSchedule(context.deps, requireCaller(context), id),
    runReportSchedule: (_parent, { id }, context) =>
      runScheduleNow(context.deps, requireCaller(context), id),
  },
  ReportSchedule: {
    window: (row) => row.window as never,
  },
};
