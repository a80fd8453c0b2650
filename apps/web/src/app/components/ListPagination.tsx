import { TablePagination } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';

type Props = {
  /** How many records the list has in all. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
};

/** The pager under a paged list: "1–50 of 1,200", first/previous/next/last, in both languages. */
export function ListPagination({ total, page, pageSize, onPage }: Props) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[]}
      onPageChange={(_event, next) => onPage(next + 1)}
      labelDisplayedRows={({ from, to, count }) => t('pagination.displayed', { from, to, count })}
      getItemAriaLabel={(type) => t(`pagination.${type}`)}
      showFirstButton
      showLastButton
    />
  );
}
