import { FileUsedIn } from '../../digital-copies/FileUsedIn';
import { FileViewPage } from '../../files/FileViewPage';
import { FileSlotsContext, type FileSlots } from '../../files/file-slots';

/** What a file's screen shows of the features above files. */
const slots: FileSlots = { UsedIn: FileUsedIn };

/** /files/{id}: the file's screen, its slots filled by digital-copies. */
export function FileView() {
  return (
    <FileSlotsContext value={slots}>
      <FileViewPage />
    </FileSlotsContext>
  );
}
