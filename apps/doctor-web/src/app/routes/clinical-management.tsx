import { ClinicalManagementScreen } from '../../features/clinical-management/components/clinical-management-screen';

export const Component = ClinicalManagementScreen;
