import { graphql } from '../gql';

export const SettingsQuery = graphql(`
  query Settings($search: String) {
    settings(search: $search) {
      key
      value
    }
  }
`);

export const UpsertSettingMutation = graphql(`
  mutation UpsertSetting($key: String!, $value: String) {
    upsertSetting(key: $key, value: $value) {
      ...SaveAnswer
    }
  }
`);
