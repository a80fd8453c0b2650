import { createContext, useContext } from 'react';

export type SiteSettings = {
  siteTitle: string | null;
  themeColor: string | null;
  /** Reads the settings again, e.g. right after an administrator changed them. */
  refresh: () => Promise<void>;
};

export const SiteSettingsContext = createContext<SiteSettings | null>(null);

export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error('useSiteSettings must be used inside <SiteThemeProvider>');
  return settings;
}
