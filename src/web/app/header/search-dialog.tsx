import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '../../lib/use-opened-once';
import { SearchBox } from './search-box';

/** The phone's search, full screen, from the header's search button. */
export default function SearchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const shown = useOpenedAfterMount(opened);
  return (
    <Modal
      opened={shown}
      onClose={onClose}
      fullScreen
      title={t('header.searchLabel')}
      closeButtonProps={{ 'aria-label': t('header.closeSearch') }}
    >
      <SearchBox inOverlay onSearched={onClose} />
    </Modal>
  );
}
