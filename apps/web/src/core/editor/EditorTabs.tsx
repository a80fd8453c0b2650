import { Box, Tab, Tabs } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { visuallyHidden } from '../components/visually-hidden';

/** A tab of a record editor: what it is called, which fields it shows and what it renders. */
export type EditorTab = {
  id: string;
  label: string;
  /** Top-level field names (or dotted prefixes) whose errors mark this tab (see editor-errors). */
  fields: readonly string[];
  content: ReactNode;
};

const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

type TabsProps = {
  /** Distinguishes the ids of two editors on one page. */
  idPrefix: string;
  tabs: readonly Pick<EditorTab, 'id' | 'label'>[];
  value: string;
  onChange: (id: string) => void;
  /** Errors per tab id; a tab with errors is marked (colour, count, accessible name). */
  errorCounts: Readonly<Record<string, number>>;
};

/**
 * The tabs of a record editor (spec §2). A tab holding fields with errors shows a badge with
 * their number in the error colour, and says so in its accessible name ("Syllabi (2 errors)").
 * Arrow keys move between tabs (MUI's tab list); on narrow screens the list scrolls, with arrow
 * buttons at its ends.
 */
export function EditorTabs({ idPrefix, tabs, value, onChange, errorCounts }: TabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(_event, id: string) => onChange(id)}
      variant="scrollable"
      scrollButtons="auto"
      // On a phone too: arrows show that more tabs lie beyond the edge (MUI hides them there).
      allowScrollButtonsMobile
      aria-label={t('editor.tabs')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => {
        const count = errorCounts[tab.id] ?? 0;
        const name = count > 0 ? t('editor.tab_errors', { label: tab.label, count }) : tab.label;
        return (
          <Tab
            key={tab.id}
            value={tab.id}
            id={tabId(idPrefix, tab.id)}
            aria-controls={panelId(idPrefix, tab.id)}
            aria-label={name}
            sx={count > 0 ? { color: 'error.main', '&.Mui-selected': { color: 'error.main' } } : {}}
            iconPosition="end"
            icon={
              count > 0 ? (
                <Box
                  component="span"
                  aria-hidden="true"
                  sx={{
                    minWidth: 20,
                    height: 20,
                    px: 0.75,
                    borderRadius: 10,
                    bgcolor: 'error.main',
                    color: 'error.contrastText',
                    fontSize: 12,
                    fontWeight: 500,
                    lineHeight: '20px',
                    textAlign: 'center',
                  }}
                >
                  {count}
                </Box>
              ) : undefined
            }
            label={tab.label}
          />
        );
      })}
    </Tabs>
  );
}

type PanelProps = {
  idPrefix: string;
  id: string;
  label: string;
  active: boolean;
  children: ReactNode;
};

/**
 * One tab's content, rendered when the tab is first shown and kept mounted (hidden) after, so
 * what was typed on it stays on screen. Opening an editor renders its first tab only: each of
 * the others cost the main thread 70–150 ms, in tasks long enough to block typing (Lighthouse's
 * total blocking time, bench/web.mjs). A tab never shown needs nothing mounted: the form holds
 * its values (useEditorForm: nothing unregisters), a save validates them all with the domain's
 * rules (the resolver) and marks the tabs with errors, and the jump to the first error shows
 * its tab before focusing the field. The tab's name is the panel's level-2 heading for screen
 * readers, so the items' level-3 headings (ChildList) follow the screen's level-1 title in order.
 */
export function EditorTabPanel({ idPrefix, id, label, active, children }: PanelProps) {
  const [mounted, setMounted] = useState(active);
  if (active && !mounted) setMounted(true);
  return (
    <Box
      role="tabpanel"
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      hidden={!active}
      sx={{ pt: 3, position: 'relative' }}
    >
      <Box component="h2" sx={visuallyHidden}>
        {label}
      </Box>
      {mounted && children}
    </Box>
  );
}
