import { graphql } from '../../gql';

// The two public settings the shell reads on load and again on every route change (spec §2);
// the keys come from SETTING_KEYS of @partitura/domain.
export const SiteSettingsQuery = graphql(`
  query SiteSettings($titleKey: String!, $colorKey: String!) {
    site_title: getSetting(key: $titleKey) {
      key
      value
    }
    theme_color: getSetting(key: $colorKey) {
      key
      value
    }
  }
`);
