import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { Screen } from '../../../components/screen';
import { StateMessage } from '../../../components/state-message';
import { flagReturnIfConversationStored } from '../../../lib/consultation-storage';
import { useDeviceUser } from '../../../lib/device-user';
import { useDocuments } from '../api/get-documents';
import { DocumentItem } from './document-item';

/** Documents (route /documents): certificates and pathology forms the doctors issued. */
export function DocumentsScreen() {
  const navigate = useNavigate();
  const { userId, error: userError } = useDeviceUser();
  const documents = useDocuments(userId);
  const error = documents.error ?? userError;

  const back = () => {
    flagReturnIfConversationStored();
    void navigate('/');
  };

  let content;
  if (error) {
    content = (
      <StateMessage role="alert" title="Error loading documents">
        {error.message || 'Please try again later'}
      </StateMessage>
    );
  } else if (!documents.data) {
    content = <StateMessage role="status" title="Loading documents..." />;
  } else if (documents.data.length === 0) {
    content = (
      <StateMessage title="No documents yet">Medical certificates and pathology forms will appear here</StateMessage>
    );
  } else {
    content = (
      <ul aria-label="Documents" className="flex flex-col gap-3">
        {documents.data.map((document) => (
          <DocumentItem key={document.id} document={document} />
        ))}
      </ul>
    );
  }

  return <Screen header={<PageHeader title="Documents" onBack={back} backLabel="Back to chat" />}>{content}</Screen>;
}
