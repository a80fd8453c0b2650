/**
 * English interface texts (the fallback language). Keys are flat; the domain's validation and
 * server messages (`Catalog.error_name_empty`, …) come from @partitura/domain and are merged in.
 */
export const en = {
  'app.name': 'Partitura',

  'common.loading': 'Loading…',
  'common.back_to_search': 'Back to the search',
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.retry': 'Try again',
  'common.edit': 'Edit',
  'common.delete': 'Delete',
  'common.save': 'Save',
  'common.saving': 'Saving…',
  'common.network_error': 'The server could not be reached. Nothing was lost; please try again.',

  'navigation.menu': 'Main menu',
  'navigation.search': 'Search',
  'navigation.settings': 'Settings',
  'navigation.settings_website': 'Website',
  'navigation.settings_users': 'Users',
  'navigation.files': 'Files',
  'navigation.login': 'Log in',
  'navigation.logout': 'Log out',
  'navigation.back': 'Back',

  'entity.collection': 'Collection',
  'entity.score': 'Score',
  'entity.catalog': 'Catalog',
  'entity.person': 'Person',
  'entity.digital_copy': 'Digital copy',

  'shell.open_menu': 'Open the menu',
  'shell.signed_in_as': 'Signed in as {{name}}',
  'shell.skip_to_content': 'Skip to the content',

  'language.label': 'Language',
  'language.en': 'English',
  'language.de': 'Deutsch',

  'not_available.title': 'Not available yet',
  'not_available.text':
    'This part of Partitura is not available yet. It will arrive with a later version; until then you can search and browse the collections.',
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

  'auth.login_title': 'Log in',
  'auth.login_intro': 'Contributors and administrators log in here to catalogue and edit records.',
  'auth.email': 'E-mail address',
  'auth.password': 'Password',
  'auth.email_required': 'Please enter your e-mail address.',
  'auth.password_required': 'Please enter your password.',
  'auth.login': 'Log in',
  'auth.logging_in': 'Logging in…',
  'auth.login_failed': 'Logging in failed. Please check your e-mail address and password.',
  'auth.logout_title': 'Log out',
  'auth.logged_out': 'You have been logged out.',

  'permalink.copy': 'Copy permalink',
  'permalink.copied': 'The permalink has been copied to the clipboard.',
  'permalink.failed':
    'The permalink could not be copied. Please copy the link from the address bar of your browser.',

  'record.load_current': 'Load the current version',
  'record.conflict_hint': 'Your input is still here; loading the current version replaces it.',

  'collections.name': 'Name',
  'collections.prefix': 'Prefix',
  'collections.name_help': 'The name of the holding collection, e.g. the library or archive.',
  'collections.prefix_help': 'Put in front of shelfmarks, e.g. a RISM library siglum.',
  'collections.create_title': 'New collection',
  'collections.create_action': 'New collection',
  'collections.edit_title': 'Edit “{{name}}”',
  'collections.saved': 'The collection has been saved.',
  'collections.deleted': 'The collection has been deleted.',
  'collections.delete_title': 'Delete collection',
  'collections.delete_prompt': 'Are you sure you want to delete this collection?',
  'collections.delete_failed': 'The collection could not be deleted.',
  'collections.load_failed_title': 'Collection not loaded',
  'collections.load_failed': 'The collection could not be loaded.',
  'collections.not_found_title': 'Collection not found',
  'collections.not_found': 'There is no collection at this address; it may have been deleted.',
  'collections.more_later':
    'The catalogs and scores of this collection will be listed here once they can be catalogued.',

  'search.title': 'Search',
  'search.intro':
    'Full-text search across scores, people and catalogs arrives with the catalogue. For now you can find the collections by name or prefix.',
  'search.type_not_available': 'Searching this kind of record is not available yet.',
  'search.field_label': 'Search collections',
  'search.field_placeholder': 'Name or prefix',
  'search.collections_heading': 'Collections',
  'search.failed': 'The search could not be run.',
  'search.no_collections': 'There are no collections yet.',
  'search.no_collections_match': 'No collection matches “{{search}}”.',
  'search.collections_count_one': '{{count}} collection',
  'search.collections_count_other': '{{count}} collections',
  'search.prefix_value': 'Prefix: {{prefix}}',
} as const;

export type InterfaceKey = keyof typeof en;
