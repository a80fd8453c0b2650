import { FileUsedIn } from '../../digital-copies/index';
import { FileSlotsContext, FileViewPage, type FileSlots } from '../../files/index';

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
