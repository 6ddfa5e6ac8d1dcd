// The dashboard issue: rendering (pure), keeping (GitHub issues), and the public/private guard.
export { dashboardMarker, dashboardTitle, renderDashboard } from './render';
export type { DashboardInput } from './render';
export { keepDashboard } from './keep';
export type { KeptDashboard } from './keep';
export { assertDashboardMayShow } from './guard';
export type { DashboardAudience, DashboardVisibility } from './guard';
export {
  dashboardFailure,
  keepOrganizationDashboard,
  keepRunDashboard,
  keptLine,
  keepWorkspaceDashboard,
} from './workspace';
export { withDashboardFailure } from './failure-verdict';
export type { WorkspaceDashboardOptions } from './workspace';
