import { useTranslation } from '../core/i18n/useTranslation';
import { fileKindOf, formatDateTime, formatFileSize, formatName } from './file-format';

type Described = { is_folder: boolean; mime: string; size: number; item_count?: number };

/** How the files screens name a file's type, size and times in the interface language. */
export function useFileLabels() {
  const { t, language } = useTranslation();

  const type = (file: Pick<Described, 'is_folder' | 'mime'>): string => {
    const kind = fileKindOf(file);
    switch (kind) {
      case 'folder':
        return t('files.type_folder');
      case 'pdf':
        return t('files.type_pdf');
      case 'text':
        return t('files.type_text');
      case 'image':
      case 'audio':
      case 'video':
        return t(`files.type_${kind}`, { format: formatName(file.mime) });
      default:
        return file.mime;
    }
  };

  /** A file's size; a folder's number of items. */
  const size = (file: Described): string =>
    file.is_folder
      ? t('files.item_count', { count: file.item_count ?? 0 })
      : formatFileSize(file.size, language);

  const dateTime = (value: string | null | undefined) => formatDateTime(value, language);

  const percent = (value: number) =>
    new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(
      value / 100,
    );

  return { type, size, dateTime, percent, language };
}
