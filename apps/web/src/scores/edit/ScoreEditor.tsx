import { useMutation } from '../../core/graphql';
import { useTranslation } from '../../core/i18n/useTranslation';
import { RecordEditor } from '../../core/editor/RecordEditor';
import { SourceList } from '../../core/editor/SourceList';
import { useEditorForm } from '../../core/editor/useEditorForm';
import { UpsertScoreMutation } from '../score-documents';
import { scoreInput, validateScoreForm, type ScoreFormValues } from '../score-form-values';
import { scorePath } from '../score-model';
import { AttributionsTab } from './AttributionsTab';
import { BASIC_FIELDS, BasicTab } from './BasicTab';
import { IncipitsTab } from './IncipitsTab';
import { LinksTab } from './LinksTab';
import { PartsTab } from './PartsTab';

type Props = {
  /** The record being edited: no id while it is new; `version` is sent back with the save. */
  record: { id: string | null; version: number | null };
  values: ScoreFormValues;
  /** Loads the stored version again (offered after a conflict); absent for a new score. */
  onReload?: () => void;
};

/** The score editor: the six tabs of spec §2, checked by validateScore, saved whole. */
export function ScoreEditor({ record, values, onReload }: Props) {
  const { t } = useTranslation();
  const form = useEditorForm<ScoreFormValues>(values, validateScoreForm);
  const [upsert] = useMutation(UpsertScoreMutation);

  const tabs = [
    { id: 'basic', label: t('scores.tab_basic'), fields: BASIC_FIELDS, content: <BasicTab /> },
    {
      id: 'attributions',
      label: t('scores.tab_attributions'),
      fields: ['attributions'],
      content: <AttributionsTab />,
    },
    { id: 'parts', label: t('scores.tab_parts'), fields: ['parts'], content: <PartsTab /> },
    {
      id: 'incipits',
      label: t('scores.tab_incipits'),
      fields: ['incipits'],
      content: <IncipitsTab />,
    },
    { id: 'links', label: t('scores.tab_links'), fields: ['publications'], content: <LinksTab /> },
    { id: 'sources', label: t('scores.tab_sources'), fields: ['sources'], content: <SourceList /> },
  ];

  return (
    <RecordEditor
      form={form}
      tabs={tabs}
      save={async (current) => {
        const { data } = await upsert({ variables: { input: scoreInput(current, record) } });
        return data?.upsertScore;
      }}
      failureKey="Score.server_error"
      viewPath={scorePath}
      savedNotice="scores.saved"
      cancelPath={record.id ? scorePath(record.id) : '/'}
      onReload={onReload}
    />
  );
}
