import { ActionableManagementScreen } from '../../features/actionable-management/components/actionable-management-screen';

export const Component = ActionableManagementScreen;
