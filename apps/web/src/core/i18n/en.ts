/**
 * English interface texts (the fallback language). Keys are flat; the domain's validation and
 * server messages (`Catalog.error_name_empty`, …) come from @partitura/domain and join them with
 * the screens that show them (domain-messages.ts).
 */
export const en = {
  'app.name': 'Partitura',

  'common.loading': 'Loading…',
  'common.back_to_search': 'Back to the search',
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.retry': 'Try again',
  'common.edit': 'Edit',
  'common.history': 'History',
  'common.delete': 'Delete',
  'common.save': 'Save',
  'common.saving': 'Saving…',
  'common.network_error': 'The server could not be reached. Nothing was lost; please try again.',

  'navigation.menu': 'Main menu',
  'navigation.search': 'Search',
  'navigation.settings': 'Settings',
  'navigation.settings_website': 'Website',
  'navigation.settings_users': 'Users',
  'navigation.settings_activity': 'Recent changes',
  'navigation.files': 'Files',
  'navigation.import': 'MARC import',
  'navigation.trash': 'Trash',
  'navigation.login': 'Log in',
  'navigation.logout': 'Log out',
  'navigation.back': 'Back',

  'entity.collection': 'Collection',
  'entity.score': 'Score',
  'entity.catalog': 'Catalog',
  'entity.page': 'Catalog page',
  'entity.person': 'Person',
  'entity.digital_copy': 'Digital copy',
  'entity.place': 'Place',
  'entity.publication': 'Publication',

  'shell.open_menu': 'Open the menu',
  'shell.signed_in_as': 'Signed in as {{name}}',
  'shell.skip_to_content': 'Skip to the content',
  'shell.my_account': 'My account',

  'language.label': 'Language',
  'language.en': 'English',
  'language.de': 'Deutsch',

  'not_found.title': 'Page not found',
  'not_found.text':
    'There is no page at this address. Please check the link or start again from the search.',
  'not_allowed.title': 'Not allowed',
  'not_allowed.text':
    'Your account may not use this page. If you need it for your work, please ask an administrator for the permission.',
  'route_error.title': 'Something went wrong',
  'route_error.text':
    'This page could not be shown. Reloading usually helps, for instance after Partitura has been updated.',
  'route_error.reload': 'Reload the page',

  'permalink.copy': 'Copy permalink',
  'permalink.copied': 'The permalink has been copied to the clipboard.',
  'permalink.failed':
    'The permalink could not be copied. Please copy the link from the address bar of your browser.',

  'record.load_current': 'Load the current version',
  'record.conflict_hint': 'Your input is still here; loading the current version replaces it.',

  'pagination.displayed': '{{from, number}}–{{to, number}} of {{count, number}}',
  'pagination.first': 'Go to the first page',
  'pagination.last': 'Go to the last page',
  'pagination.next': 'Go to the next page',
  'pagination.previous': 'Go to the previous page',
  // The verification banner of the shell and the verification screen share these.
  'verify.title': 'Confirm your e-mail address',
  'verify.checking': 'Confirming your e-mail address…',
  'verify.failed': 'This did not work. Please try again later.',
  'verify.new_link_text':
    'We can send a new link to the address this one was sent to. It is valid for 24 hours.',
  'verify.new_link': 'Send me a new link',
  'verify.new_link_sending': 'Sending…',
  'verify.banner':
    'Please confirm your e-mail address {{email}}: follow the link in the e-mail we sent you. Until then your account has no permissions.',
} as const;

export type InterfaceKey = keyof typeof en;
