import { DocumentsScreen } from '../../features/documents/components/documents-screen';

export default function DocumentsRoute() {
  return <DocumentsScreen />;
}
