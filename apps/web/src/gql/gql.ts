/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": typeof types.UpdateMeDocument,
    "\n  mutation ResendMyVerification {\n    resendMyVerification {\n      ...ActionAnswer\n    }\n  }\n": typeof types.ResendMyVerificationDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      success\n      message\n      token\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      ...ActionAnswer\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation VerifyEmail($id: ID!, $hash: String!) {\n    verifyEmail(id: $id, hash: $hash) {\n      ...ActionAnswer\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation RequestNewVerificationLink($id: ID!, $hash: String!) {\n    requestNewVerificationLink(id: $id, hash: $hash) {\n      ...ActionAnswer\n    }\n  }\n": typeof types.RequestNewVerificationLinkDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ...ActionAnswer\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  query PasswordResetLink($token: String!) {\n    passwordResetLink(token: $token) {\n      success\n      message\n      key\n    }\n  }\n": typeof types.PasswordResetLinkDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      ...SaveAnswer\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query GetCatalog($id: ID!) {\n    getCatalog(id: $id) {\n      id\n      version\n      name\n      subtitle\n      collection {\n        id\n        name\n        prefix\n      }\n    }\n  }\n": typeof types.GetCatalogDocument,
    "\n  query GetCatalogPages($id: ID!) {\n    getCatalogPages(id: $id) {\n      id\n      number\n      position\n    }\n  }\n": typeof types.GetCatalogPagesDocument,
    "\n  query Catalogs($search: String) {\n    catalogs(search: $search, first: 20) {\n      data {\n        id\n        name\n        subtitle\n      }\n    }\n  }\n": typeof types.CatalogsDocument,
    "\n  mutation UpsertCatalog($input: CatalogInput!) {\n    upsertCatalog(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": typeof types.UpsertCatalogDocument,
    "\n  mutation DeleteCatalog($id: ID!) {\n    deleteCatalog(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": typeof types.DeleteCatalogDocument,
    "\n  query CollectionCatalogs($collectionId: ID!, $first: Int!, $page: Int!) {\n    catalogs(collection_id: $collectionId, first: $first, page: $page) {\n      data {\n        id\n        name\n      }\n      paginatorInfo {\n        ...ListPage\n      }\n    }\n  }\n": typeof types.CollectionCatalogsDocument,
    "\n  query GetPage($id: ID!) {\n    getPage(id: $id) {\n      id\n      version\n      number\n      position\n      catalog {\n        id\n        name\n        collection {\n          id\n          name\n        }\n      }\n      entries {\n        id\n        position\n        number\n        signature\n        genre\n        composer\n        annotation\n        notes\n        score {\n          id\n          shelfmark\n          short_title\n          short_title_prefix\n        }\n      }\n    }\n  }\n": typeof types.GetPageDocument,
    "\n  mutation UpsertPage($input: PageInput!, $previousPageId: ID) {\n    upsertPage(input: $input, previousPageId: $previousPageId) {\n      ...SaveAnswer\n    }\n  }\n": typeof types.UpsertPageDocument,
    "\n  mutation DeletePage($id: ID!) {\n    deletePage(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": typeof types.DeletePageDocument,
    "\n  query GetCollection($id: ID!) {\n    getCollection(id: $id) {\n      id\n      name\n      prefix\n      version\n    }\n  }\n": typeof types.GetCollectionDocument,
    "\n  mutation UpsertCollection($input: CollectionInput!) {\n    upsertCollection(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": typeof types.UpsertCollectionDocument,
    "\n  mutation DeleteCollection($id: ID!) {\n    deleteCollection(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": typeof types.DeleteCollectionDocument,
    "\n  fragment ListPage on PaginatorInfo {\n    total\n    currentPage\n    lastPage\n  }\n": typeof types.ListPageFragmentDoc,
    "\n  query PickPeople($search: String) {\n    people(search: $search, first: 20) {\n      data {\n        id\n        name\n        dates\n      }\n    }\n  }\n": typeof types.PickPeopleDocument,
    "\n  query PickPublications($search: String) {\n    publications(search: $search, first: 20) {\n      id\n      short_title\n      title\n      publication_date\n    }\n  }\n": typeof types.PickPublicationsDocument,
    "\n  query PickPlaces($search: String) {\n    places(search: $search, first: 20) {\n      id\n      name\n    }\n  }\n": typeof types.PickPlacesDocument,
    "\n  query PickGenres($search: String) {\n    genres(search: $search, first: 20) {\n      id\n      name\n    }\n  }\n": typeof types.PickGenresDocument,
    "\n  query PickCollections($search: String) {\n    collections(search: $search, first: 20) {\n      data {\n        id\n        name\n        prefix\n      }\n    }\n  }\n": typeof types.PickCollectionsDocument,
    "\n  query PickScores($search: String) {\n    scores(search: $search, first: 20) {\n      data {\n        id\n        short_title\n        short_title_prefix\n      }\n    }\n  }\n": typeof types.PickScoresDocument,
    "\n  fragment SourceFields on Source {\n    id\n    type\n    citation\n    description\n    url\n    notes\n  }\n": typeof types.SourceFieldsFragmentDoc,
    "\n  fragment SaveAnswer on SaveResult {\n    success\n    message\n    key\n    id\n    errors {\n      field\n      key\n    }\n  }\n": typeof types.SaveAnswerFragmentDoc,
    "\n  fragment ActionAnswer on ActionResult {\n    success\n    message\n    key\n  }\n": typeof types.ActionAnswerFragmentDoc,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      permissions {\n        id\n        name\n      }\n      locale\n      email_verified_at\n      created_at\n      status\n    }\n  }\n": typeof types.MeDocument,
    "\n  query SiteSettings($titleKey: String!, $colorKey: String!) {\n    site_title: getSetting(key: $titleKey) {\n      key\n      value\n    }\n    theme_color: getSetting(key: $colorKey) {\n      key\n      value\n    }\n  }\n": typeof types.SiteSettingsDocument,
    "\n  fragment CopyEditorImage on File {\n    id\n    filename\n    mime\n    width\n    height\n    iiif_service\n  }\n": typeof types.CopyEditorImageFragmentDoc,
    "\n  fragment CopyEditorRecord on DigitalCopy {\n    digitizable_type\n    digitizable_id\n    score {\n      id\n      short_title\n      short_title_prefix\n    }\n    catalog {\n      id\n      name\n      subtitle\n    }\n  }\n": typeof types.CopyEditorRecordFragmentDoc,
    "\n  query DigitalCopyEditor($id: ID!) {\n    getDigitalCopy(id: $id) {\n      id\n      version\n      name\n      ...CopyEditorRecord\n      files {\n        id\n        name\n        position\n        file {\n          ...CopyEditorImage\n        }\n        page {\n          id\n          number\n        }\n      }\n    }\n  }\n": typeof types.DigitalCopyEditorDocument,
    "\n  query DigitizedRecord($id: ID!, $score: Boolean!, $catalog: Boolean!) {\n    getScore(id: $id) @include(if: $score) {\n      id\n      short_title\n      short_title_prefix\n    }\n    getCatalog(id: $id) @include(if: $catalog) {\n      id\n      name\n      subtitle\n    }\n  }\n": typeof types.DigitizedRecordDocument,
    "\n  query ImageBrowser($folder: ID, $first: Int!, $page: Int!) {\n    files(folder: $folder, sort: filename, descending: false, first: $first, page: $page) {\n      data {\n        ...CopyEditorImage\n        is_folder\n        item_count\n      }\n      paginatorInfo {\n        ...ListPage\n      }\n    }\n  }\n": typeof types.ImageBrowserDocument,
    "\n  mutation UpsertDigitalCopy($input: DigitalCopyInput!) {\n    upsertDigitalCopy(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": typeof types.UpsertDigitalCopyDocument,
    "\n  mutation DeleteDigitalCopy($id: ID!) {\n    deleteDigitalCopy(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": typeof types.DeleteDigitalCopyDocument,
    "\n  query FileUsedIn($id: ID!) {\n    getFile(id: $id) {\n      id\n      used_count\n      digital_copy_files(first: 20) {\n        id\n        name\n        position\n        digital_copy {\n          id\n          name\n          ...CopyEditorRecord\n        }\n      }\n    }\n  }\n": typeof types.FileUsedInDocument,
    "\n  fragment ViewerRegionFields on IiifAnnotation {\n    id\n    x\n    y\n    width\n    height\n    iiifable_type\n    iiifable_id\n    digital_copy_file_id\n    entry {\n      id\n      title\n      page {\n        id\n        catalog {\n          id\n        }\n      }\n    }\n    score {\n      id\n      shelfmark\n      short_title\n      short_title_prefix\n    }\n  }\n": typeof types.ViewerRegionFieldsFragmentDoc,
    "\n  fragment ViewerImageFields on DigitalCopyFile {\n    id\n    name\n    position\n    file {\n      id\n      filename\n      width\n      height\n      iiif_service\n    }\n    page {\n      id\n      number\n    }\n  }\n": typeof types.ViewerImageFieldsFragmentDoc,
    "\n  fragment ViewerCopyFields on DigitalCopy {\n    id\n    name\n    manifest_url\n    digitizable_type\n    digitizable_id\n    files {\n      ...ViewerImageFields\n    }\n  }\n": typeof types.ViewerCopyFieldsFragmentDoc,
    "\n  query GetDigitalCopyView($id: ID!) {\n    getDigitalCopy(id: $id) {\n      ...ViewerCopyFields\n      score {\n        id\n        shelfmark\n        short_title\n        short_title_prefix\n        collection {\n          id\n          name\n        }\n      }\n      catalog {\n        id\n        name\n        collection {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.GetDigitalCopyViewDocument,
    "\n  query GetDigitalCopyRegions($id: ID!) {\n    getIiifAnnotationsForDigitalCopy(id: $id) {\n      ...ViewerRegionFields\n    }\n  }\n": typeof types.GetDigitalCopyRegionsDocument,
    "\n  query GetScoreDigitalCopies($id: ID!) {\n    getScore(id: $id) {\n      id\n      has_digital_copy\n      digital_copies {\n        ...ViewerCopyFields\n      }\n    }\n  }\n": typeof types.GetScoreDigitalCopiesDocument,
    "\n  query GetPagePhoto($id: ID!) {\n    getPage(id: $id) {\n      id\n      digital_copy_file {\n        ...ViewerImageFields\n        digital_copy {\n          id\n          name\n          manifest_url\n        }\n      }\n    }\n  }\n": typeof types.GetPagePhotoDocument,
    "\n  mutation UpsertIiifRegion($input: IiifRegionInput!) {\n    upsertIiifRegion(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": typeof types.UpsertIiifRegionDocument,
    "\n  mutation DeleteIiifRegion($id: ID!) {\n    deleteIiifRegion(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": typeof types.DeleteIiifRegionDocument,
    "\n  fragment FileRow on File {\n    id\n    version\n    filename\n    mime\n    size\n    is_folder\n    created_at\n    item_count\n    download_url\n    view_url\n    iiif_service\n    folders {\n      id\n      filename\n    }\n  }\n": typeof types.FileRowFragmentDoc,
    "\n  query Files(\n    $folder: ID\n    $search: String\n    $sort: FileSort\n    $descending: Boolean\n    $first: Int\n    $page: Int\n  ) {\n    files(\n      folder: $folder\n      search: $search\n      sort: $sort\n      descending: $descending\n      first: $first\n      page: $page\n    ) {\n      data {\n        ...FileRow\n      }\n      paginatorInfo {\n        ...ListPage\n      }\n    }\n  }\n": typeof types.FilesDocument,
    "\n  query Folder($id: ID!) {\n    getFile(id: $id) {\n      id\n      filename\n      is_folder\n      folders {\n        id\n        filename\n      }\n    }\n  }\n": typeof types.FolderDocument,
    "\n  query GetFile($id: ID!) {\n    getFile(id: $id) {\n      id\n      version\n      filename\n      mime\n      size\n      is_folder\n      width\n      height\n      created_at\n      download_url\n      view_url\n      iiif_service\n      folder {\n        id\n      }\n      folders {\n        id\n        filename\n      }\n    }\n  }\n": typeof types.GetFileDocument,
    "\n  mutation UpsertFile($input: FileInput!) {\n    upsertFile(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": typeof types.UpsertFileDocument,
    "\n  mutation DeleteFile($id: ID!) {\n    deleteFile(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": typeof types.DeleteFileDocument,
    "\n  mutation DeleteFiles($ids: [ID!]!) {\n    deleteFiles(ids: $ids) {\n      success\n      message\n      key\n      deleted_ids\n      kept {\n        image_count\n        file {\n          id\n          filename\n          is_folder\n        }\n        digital_copies {\n          id\n          name\n          digitizable_type\n          score {\n            short_title\n            short_title_prefix\n          }\n          catalog {\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.DeleteFilesDocument,
    "\n  mutation MoveFiles($ids: [ID!]!, $folder: RefInput) {\n    moveFiles(ids: $ids, folder: $folder) {\n      ...ActionAnswer\n    }\n  }\n": typeof types.MoveFilesDocument,
    "\n  query RecordHistory($kind: HistoryKind!, $id: ID!, $first: Int, $page: Int) {\n    recordHistory(kind: $kind, id: $id, first: $first, page: $page) {\n      record_name\n      record_deleted\n      data {\n        id\n        version\n        operation\n        author\n        at\n        changes {\n          path\n          change\n          before\n          after\n          before_document\n          after_document\n        }\n      }\n      paginatorInfo {\n        total\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.RecordHistoryDocument,
    "\n  mutation RestoreVersion($id: ID!) {\n    restoreVersion(id: $id) {\n      ...SaveAnswer\n    }\n  }\n": typeof types.RestoreVersionDocument,
    "\n  query RecentChanges(\n    $user: ID\n    $kind: HistoryKind\n    $from: String\n    $to: String\n    $first: Int\n    $page: Int\n  ) {\n    recentChanges(user_id: $user, kind: $kind, from: $from, to: $to, first: $first, page: $page) {\n      data {\n        id\n        kind\n        record_id\n        record_name\n        version\n        operation\n        author\n        at\n        changes {\n          path\n          change\n        }\n      }\n      paginatorInfo {\n        total\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.RecentChangesDocument,
    "\n  query Trash($kind: HistoryKind, $first: Int, $page: Int) {\n    trash(kind: $kind, first: $first, page: $page) {\n      days\n      data {\n        id\n        kind\n        record_id\n        name\n        author\n        deleted_at\n        kept_until\n      }\n      paginatorInfo {\n        total\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.TrashDocument,
    "\n  mutation BringBack($id: ID!) {\n    bringBack(id: $id) {\n      ...SaveAnswer\n    }\n  }\n": typeof types.BringBackDocument,
    "\n  mutation EmptyTrash {\n    emptyTrash {\n      ...ActionAnswer\n    }\n  }\n": typeof types.EmptyTrashDocument,
    "\n  query ActivityUsers {\n    users(first: 100) {\n      data {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ActivityUsersDocument,
    "\n  mutation StartMarcImport($file: Upload, $dryRun: Boolean!, $fromDryRun: ID) {\n    startMarcImport(file: $file, dry_run: $dryRun, from_dry_run: $fromDryRun) {\n      success\n      message\n      id\n    }\n  }\n": typeof types.StartMarcImportDocument,
    "\n  query MarcImport($id: ID!) {\n    marcImport(id: $id) {\n      id\n      file_name\n      dry_run\n      status\n      progress\n      seconds_left\n      total\n      created\n      updated\n      unchanged\n      refused\n      error\n      can_import\n      record_count\n      records(first: 200) {\n        position\n        control_number\n        outcome\n        problems {\n          code\n          field\n          value\n          refusal\n          message\n        }\n      }\n      coverage {\n        key\n        mapped\n        kept\n        refused\n      }\n    }\n  }\n": typeof types.MarcImportDocument,
    "\n  query GetPerson($id: ID!) {\n    getPerson(id: $id) {\n      id\n      version\n      name\n      names {\n        id\n        name\n        primary\n      }\n      dates\n      cleric\n      first_mass\n      profession\n      notes\n      authority_ids\n      vow_book_entry {\n        id\n        citation\n        transcription\n      }\n      syllabi {\n        id\n        citation\n        transcription\n        translation\n      }\n      sources {\n        ...SourceFields\n      }\n    }\n  }\n": typeof types.GetPersonDocument,
    "\n  query PersonAttributions($id: ID!, $first: Int!, $page: Int!) {\n    getPerson(id: $id) {\n      id\n      attribution_count\n      attributions(first: $first, page: $page) {\n        id\n        function\n        qualifier\n        profession\n        from\n        to\n        score {\n          id\n          short_title\n          short_title_prefix\n          title\n        }\n      }\n    }\n  }\n": typeof types.PersonAttributionsDocument,
    "\n  mutation UpsertPerson($input: PersonInput!) {\n    upsertPerson(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": typeof types.UpsertPersonDocument,
    "\n  mutation DeletePerson($id: ID!) {\n    deletePerson(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": typeof types.DeletePersonDocument,
    "\n  query GetPlace($id: ID!) {\n    getPlace(id: $id) {\n      id\n      name\n      authority_ids\n      version\n    }\n  }\n": typeof types.GetPlaceDocument,
    "\n  mutation UpsertPlace($input: PlaceInput!) {\n    upsertPlace(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": typeof types.UpsertPlaceDocument,
    "\n  mutation DeletePlace($id: ID!) {\n    deletePlace(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": typeof types.DeletePlaceDocument,
    "\n  query GetPublication($id: ID!) {\n    getPublication(id: $id) {\n      id\n      version\n      title\n      short_title\n      extent\n      publisher\n      publication_date\n      publication_place\n      notes\n      authority_ids\n    }\n  }\n": typeof types.GetPublicationDocument,
    "\n  mutation UpsertPublication($input: PublicationInput!) {\n    upsertPublication(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": typeof types.UpsertPublicationDocument,
    "\n  mutation DeletePublication($id: ID!) {\n    deletePublication(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": typeof types.DeletePublicationDocument,
    "\n  query PlaceAttributions($id: ID!, $first: Int!, $page: Int!) {\n    getPlace(id: $id) {\n      id\n      attribution_count\n      attributions(first: $first, page: $page) {\n        ...CitingAttribution\n      }\n    }\n  }\n": typeof types.PlaceAttributionsDocument,
    "\n  query PublicationAttributions($id: ID!, $first: Int!, $page: Int!) {\n    getPublication(id: $id) {\n      id\n      attribution_count\n      attributions(first: $first, page: $page) {\n        ...CitingAttribution\n      }\n    }\n  }\n": typeof types.PublicationAttributionsDocument,
    "\n  query PublicationScores($id: ID!, $first: Int!, $page: Int!) {\n    getPublication(id: $id) {\n      id\n      publication_score_count\n      publication_scores(first: $first, page: $page) {\n        id\n        number\n        score {\n          id\n          short_title\n          short_title_prefix\n        }\n      }\n    }\n  }\n": typeof types.PublicationScoresDocument,
    "\n  fragment CitingAttribution on Attribution {\n    id\n    function\n    person {\n      id\n      name\n    }\n    score {\n      id\n      short_title\n      short_title_prefix\n    }\n  }\n": typeof types.CitingAttributionFragmentDoc,
    "\n  query CollectionScores($collectionId: ID!, $first: Int!, $page: Int!) {\n    scores(collection_id: $collectionId, first: $first, page: $page) {\n      data {\n        id\n        shelfmark\n        short_title\n        short_title_prefix\n      }\n      paginatorInfo {\n        ...ListPage\n      }\n    }\n  }\n": typeof types.CollectionScoresDocument,
    "\n  query GetScore($id: ID!) {\n    getScore(id: $id) {\n      id\n      version\n      shelfmark\n      former_shelfmarks\n      title\n      short_title\n      short_title_prefix\n      opus\n      key\n      provenance\n      notes\n      collection {\n        id\n        name\n        prefix\n      }\n      author {\n        id\n        name\n      }\n      genres {\n        id\n        name\n      }\n      voices {\n        id\n        voice\n        count\n        position\n      }\n      attributions {\n        id\n        function\n        qualifier\n        profession\n        from\n        to\n        designation\n        member\n        notes\n        person {\n          id\n          name\n          names {\n            name\n            primary\n          }\n        }\n        place {\n          id\n          name\n        }\n        publication {\n          id\n          short_title\n          title\n        }\n      }\n      parts {\n        id\n        position\n        type\n        extent\n        measurements\n        wear\n        date\n        watermark\n        notes\n        voices {\n          id\n          voice\n          count\n          position\n        }\n      }\n      incipits {\n        id\n        number\n        movement\n        section\n        numbering\n        tempo\n        clef\n        key_signature\n        time_signature\n        part\n        text\n        basso_continuo\n        pae\n        notes\n      }\n      publications {\n        id\n        number\n        notes\n        publication {\n          id\n          short_title\n          title\n        }\n      }\n      sources {\n        ...SourceFields\n      }\n      entries {\n        ...ScoreEntry\n      }\n    }\n  }\n": typeof types.GetScoreDocument,
    "\n  fragment ScoreEntry on Entry {\n    id\n    title\n    number\n    signature\n    composer\n    genre\n    page {\n      id\n      number\n      catalog {\n        id\n        name\n        collection {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.ScoreEntryFragmentDoc,
    "\n  query PickScoreEntries($search: String) {\n    entries(search: $search, first: 20) {\n      ...ScoreEntry\n    }\n  }\n": typeof types.PickScoreEntriesDocument,
    "\n  mutation UpsertScore($input: ScoreInput!) {\n    upsertScore(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": typeof types.UpsertScoreDocument,
    "\n  mutation DeleteScore($id: ID!) {\n    deleteScore(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": typeof types.DeleteScoreDocument,
    "\n  query Search(\n    $query: String\n    $kind: SearchKind\n    $filters: [SearchFilter!]\n    $fields: SearchFields\n    $melody: MelodyQuery\n    $facetMore: String\n    $sort: SearchSort\n    $first: Int\n    $page: Int\n  ) {\n    search(\n      query: $query\n      kind: $kind\n      filters: $filters\n      fields: $fields\n      melody: $melody\n      facet_more: $facetMore\n      sort: $sort\n      first: $first\n      page: $page\n    ) {\n      hits {\n        kind\n        id\n        fuzzy\n        melody {\n          start\n          length\n          distance\n          note_count\n          incipit {\n            id\n            clef\n            key_signature\n            time_signature\n            pae\n          }\n        }\n        score {\n          id\n          short_title_prefix\n          short_title\n          title\n          key\n          author {\n            id\n            name\n          }\n          incipits {\n            id\n            clef\n            key_signature\n            time_signature\n            pae\n          }\n        }\n        person {\n          id\n          name\n          dates\n          profession\n          attribution_count\n        }\n        catalog {\n          id\n          name\n          collection {\n            id\n            name\n          }\n        }\n        entry {\n          id\n          title\n          page {\n            id\n            catalog {\n              id\n            }\n          }\n          score {\n            id\n            short_title_prefix\n            short_title\n          }\n        }\n        collection {\n          id\n          name\n          prefix\n        }\n        publication {\n          id\n          short_title\n          title\n          publisher\n          publication_date\n        }\n        place {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        ...ListPage\n      }\n      total_exact\n      kinds {\n        kind\n        count\n        exact\n      }\n      facets {\n        group\n        exact\n        more\n        values {\n          value\n          label\n          count\n          selected\n        }\n      }\n      suggestion\n      words\n    }\n  }\n": typeof types.SearchDocument,
    "\n  query Settings($search: String) {\n    settings(search: $search) {\n      key\n      value\n    }\n  }\n": typeof types.SettingsDocument,
    "\n  mutation UpsertSetting($key: String!, $value: String) {\n    upsertSetting(key: $key, value: $value) {\n      ...SaveAnswer\n    }\n  }\n": typeof types.UpsertSettingDocument,
    "\n  query Users($search: String, $first: Int, $page: Int) {\n    users(search: $search, first: $first, page: $page) {\n      data {\n        id\n        name\n        email\n        created_at\n        email_verified_at\n        status\n        permissions {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        ...ListPage\n      }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  mutation ActivateUser($id: ID!) {\n    activateUser(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": typeof types.ActivateUserDocument,
    "\n  mutation SuspendUser($id: ID!) {\n    suspendUser(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": typeof types.SuspendUserDocument,
    "\n  mutation SetUserPermissions($id: ID!, $permissions: [ID!]!) {\n    setUserPermissions(id: $id, permissions: $permissions) {\n      ...ActionAnswer\n    }\n  }\n": typeof types.SetUserPermissionsDocument,
    "\n  mutation SendPasswordResetLink($id: ID!) {\n    sendPasswordResetLink(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": typeof types.SendPasswordResetLinkDocument,
    "\n  mutation ResendVerification($id: ID!) {\n    resendVerification(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": typeof types.ResendVerificationDocument,
};
const documents: Documents = {
    "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": types.UpdateMeDocument,
    "\n  mutation ResendMyVerification {\n    resendMyVerification {\n      ...ActionAnswer\n    }\n  }\n": types.ResendMyVerificationDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      success\n      message\n      token\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      ...ActionAnswer\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation VerifyEmail($id: ID!, $hash: String!) {\n    verifyEmail(id: $id, hash: $hash) {\n      ...ActionAnswer\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation RequestNewVerificationLink($id: ID!, $hash: String!) {\n    requestNewVerificationLink(id: $id, hash: $hash) {\n      ...ActionAnswer\n    }\n  }\n": types.RequestNewVerificationLinkDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ...ActionAnswer\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  query PasswordResetLink($token: String!) {\n    passwordResetLink(token: $token) {\n      success\n      message\n      key\n    }\n  }\n": types.PasswordResetLinkDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      ...SaveAnswer\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query GetCatalog($id: ID!) {\n    getCatalog(id: $id) {\n      id\n      version\n      name\n      subtitle\n      collection {\n        id\n        name\n        prefix\n      }\n    }\n  }\n": types.GetCatalogDocument,
    "\n  query GetCatalogPages($id: ID!) {\n    getCatalogPages(id: $id) {\n      id\n      number\n      position\n    }\n  }\n": types.GetCatalogPagesDocument,
    "\n  query Catalogs($search: String) {\n    catalogs(search: $search, first: 20) {\n      data {\n        id\n        name\n        subtitle\n      }\n    }\n  }\n": types.CatalogsDocument,
    "\n  mutation UpsertCatalog($input: CatalogInput!) {\n    upsertCatalog(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": types.UpsertCatalogDocument,
    "\n  mutation DeleteCatalog($id: ID!) {\n    deleteCatalog(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": types.DeleteCatalogDocument,
    "\n  query CollectionCatalogs($collectionId: ID!, $first: Int!, $page: Int!) {\n    catalogs(collection_id: $collectionId, first: $first, page: $page) {\n      data {\n        id\n        name\n      }\n      paginatorInfo {\n        ...ListPage\n      }\n    }\n  }\n": types.CollectionCatalogsDocument,
    "\n  query GetPage($id: ID!) {\n    getPage(id: $id) {\n      id\n      version\n      number\n      position\n      catalog {\n        id\n        name\n        collection {\n          id\n          name\n        }\n      }\n      entries {\n        id\n        position\n        number\n        signature\n        genre\n        composer\n        annotation\n        notes\n        score {\n          id\n          shelfmark\n          short_title\n          short_title_prefix\n        }\n      }\n    }\n  }\n": types.GetPageDocument,
    "\n  mutation UpsertPage($input: PageInput!, $previousPageId: ID) {\n    upsertPage(input: $input, previousPageId: $previousPageId) {\n      ...SaveAnswer\n    }\n  }\n": types.UpsertPageDocument,
    "\n  mutation DeletePage($id: ID!) {\n    deletePage(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": types.DeletePageDocument,
    "\n  query GetCollection($id: ID!) {\n    getCollection(id: $id) {\n      id\n      name\n      prefix\n      version\n    }\n  }\n": types.GetCollectionDocument,
    "\n  mutation UpsertCollection($input: CollectionInput!) {\n    upsertCollection(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": types.UpsertCollectionDocument,
    "\n  mutation DeleteCollection($id: ID!) {\n    deleteCollection(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": types.DeleteCollectionDocument,
    "\n  fragment ListPage on PaginatorInfo {\n    total\n    currentPage\n    lastPage\n  }\n": types.ListPageFragmentDoc,
    "\n  query PickPeople($search: String) {\n    people(search: $search, first: 20) {\n      data {\n        id\n        name\n        dates\n      }\n    }\n  }\n": types.PickPeopleDocument,
    "\n  query PickPublications($search: String) {\n    publications(search: $search, first: 20) {\n      id\n      short_title\n      title\n      publication_date\n    }\n  }\n": types.PickPublicationsDocument,
    "\n  query PickPlaces($search: String) {\n    places(search: $search, first: 20) {\n      id\n      name\n    }\n  }\n": types.PickPlacesDocument,
    "\n  query PickGenres($search: String) {\n    genres(search: $search, first: 20) {\n      id\n      name\n    }\n  }\n": types.PickGenresDocument,
    "\n  query PickCollections($search: String) {\n    collections(search: $search, first: 20) {\n      data {\n        id\n        name\n        prefix\n      }\n    }\n  }\n": types.PickCollectionsDocument,
    "\n  query PickScores($search: String) {\n    scores(search: $search, first: 20) {\n      data {\n        id\n        short_title\n        short_title_prefix\n      }\n    }\n  }\n": types.PickScoresDocument,
    "\n  fragment SourceFields on Source {\n    id\n    type\n    citation\n    description\n    url\n    notes\n  }\n": types.SourceFieldsFragmentDoc,
    "\n  fragment SaveAnswer on SaveResult {\n    success\n    message\n    key\n    id\n    errors {\n      field\n      key\n    }\n  }\n": types.SaveAnswerFragmentDoc,
    "\n  fragment ActionAnswer on ActionResult {\n    success\n    message\n    key\n  }\n": types.ActionAnswerFragmentDoc,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      permissions {\n        id\n        name\n      }\n      locale\n      email_verified_at\n      created_at\n      status\n    }\n  }\n": types.MeDocument,
    "\n  query SiteSettings($titleKey: String!, $colorKey: String!) {\n    site_title: getSetting(key: $titleKey) {\n      key\n      value\n    }\n    theme_color: getSetting(key: $colorKey) {\n      key\n      value\n    }\n  }\n": types.SiteSettingsDocument,
    "\n  fragment CopyEditorImage on File {\n    id\n    filename\n    mime\n    width\n    height\n    iiif_service\n  }\n": types.CopyEditorImageFragmentDoc,
    "\n  fragment CopyEditorRecord on DigitalCopy {\n    digitizable_type\n    digitizable_id\n    score {\n      id\n      short_title\n      short_title_prefix\n    }\n    catalog {\n      id\n      name\n      subtitle\n    }\n  }\n": types.CopyEditorRecordFragmentDoc,
    "\n  query DigitalCopyEditor($id: ID!) {\n    getDigitalCopy(id: $id) {\n      id\n      version\n      name\n      ...CopyEditorRecord\n      files {\n        id\n        name\n        position\n        file {\n          ...CopyEditorImage\n        }\n        page {\n          id\n          number\n        }\n      }\n    }\n  }\n": types.DigitalCopyEditorDocument,
    "\n  query DigitizedRecord($id: ID!, $score: Boolean!, $catalog: Boolean!) {\n    getScore(id: $id) @include(if: $score) {\n      id\n      short_title\n      short_title_prefix\n    }\n    getCatalog(id: $id) @include(if: $catalog) {\n      id\n      name\n      subtitle\n    }\n  }\n": types.DigitizedRecordDocument,
    "\n  query ImageBrowser($folder: ID, $first: Int!, $page: Int!) {\n    files(folder: $folder, sort: filename, descending: false, first: $first, page: $page) {\n      data {\n        ...CopyEditorImage\n        is_folder\n        item_count\n      }\n      paginatorInfo {\n        ...ListPage\n      }\n    }\n  }\n": types.ImageBrowserDocument,
    "\n  mutation UpsertDigitalCopy($input: DigitalCopyInput!) {\n    upsertDigitalCopy(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": types.UpsertDigitalCopyDocument,
    "\n  mutation DeleteDigitalCopy($id: ID!) {\n    deleteDigitalCopy(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": types.DeleteDigitalCopyDocument,
    "\n  query FileUsedIn($id: ID!) {\n    getFile(id: $id) {\n      id\n      used_count\n      digital_copy_files(first: 20) {\n        id\n        name\n        position\n        digital_copy {\n          id\n          name\n          ...CopyEditorRecord\n        }\n      }\n    }\n  }\n": types.FileUsedInDocument,
    "\n  fragment ViewerRegionFields on IiifAnnotation {\n    id\n    x\n    y\n    width\n    height\n    iiifable_type\n    iiifable_id\n    digital_copy_file_id\n    entry {\n      id\n      title\n      page {\n        id\n        catalog {\n          id\n        }\n      }\n    }\n    score {\n      id\n      shelfmark\n      short_title\n      short_title_prefix\n    }\n  }\n": types.ViewerRegionFieldsFragmentDoc,
    "\n  fragment ViewerImageFields on DigitalCopyFile {\n    id\n    name\n    position\n    file {\n      id\n      filename\n      width\n      height\n      iiif_service\n    }\n    page {\n      id\n      number\n    }\n  }\n": types.ViewerImageFieldsFragmentDoc,
    "\n  fragment ViewerCopyFields on DigitalCopy {\n    id\n    name\n    manifest_url\n    digitizable_type\n    digitizable_id\n    files {\n      ...ViewerImageFields\n    }\n  }\n": types.ViewerCopyFieldsFragmentDoc,
    "\n  query GetDigitalCopyView($id: ID!) {\n    getDigitalCopy(id: $id) {\n      ...ViewerCopyFields\n      score {\n        id\n        shelfmark\n        short_title\n        short_title_prefix\n        collection {\n          id\n          name\n        }\n      }\n      catalog {\n        id\n        name\n        collection {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.GetDigitalCopyViewDocument,
    "\n  query GetDigitalCopyRegions($id: ID!) {\n    getIiifAnnotationsForDigitalCopy(id: $id) {\n      ...ViewerRegionFields\n    }\n  }\n": types.GetDigitalCopyRegionsDocument,
    "\n  query GetScoreDigitalCopies($id: ID!) {\n    getScore(id: $id) {\n      id\n      has_digital_copy\n      digital_copies {\n        ...ViewerCopyFields\n      }\n    }\n  }\n": types.GetScoreDigitalCopiesDocument,
    "\n  query GetPagePhoto($id: ID!) {\n    getPage(id: $id) {\n      id\n      digital_copy_file {\n        ...ViewerImageFields\n        digital_copy {\n          id\n          name\n          manifest_url\n        }\n      }\n    }\n  }\n": types.GetPagePhotoDocument,
    "\n  mutation UpsertIiifRegion($input: IiifRegionInput!) {\n    upsertIiifRegion(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": types.UpsertIiifRegionDocument,
    "\n  mutation DeleteIiifRegion($id: ID!) {\n    deleteIiifRegion(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": types.DeleteIiifRegionDocument,
    "\n  fragment FileRow on File {\n    id\n    version\n    filename\n    mime\n    size\n    is_folder\n    created_at\n    item_count\n    download_url\n    view_url\n    iiif_service\n    folders {\n      id\n      filename\n    }\n  }\n": types.FileRowFragmentDoc,
    "\n  query Files(\n    $folder: ID\n    $search: String\n    $sort: FileSort\n    $descending: Boolean\n    $first: Int\n    $page: Int\n  ) {\n    files(\n      folder: $folder\n      search: $search\n      sort: $sort\n      descending: $descending\n      first: $first\n      page: $page\n    ) {\n      data {\n        ...FileRow\n      }\n      paginatorInfo {\n        ...ListPage\n      }\n    }\n  }\n": types.FilesDocument,
    "\n  query Folder($id: ID!) {\n    getFile(id: $id) {\n      id\n      filename\n      is_folder\n      folders {\n        id\n        filename\n      }\n    }\n  }\n": types.FolderDocument,
    "\n  query GetFile($id: ID!) {\n    getFile(id: $id) {\n      id\n      version\n      filename\n      mime\n      size\n      is_folder\n      width\n      height\n      created_at\n      download_url\n      view_url\n      iiif_service\n      folder {\n        id\n      }\n      folders {\n        id\n        filename\n      }\n    }\n  }\n": types.GetFileDocument,
    "\n  mutation UpsertFile($input: FileInput!) {\n    upsertFile(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": types.UpsertFileDocument,
    "\n  mutation DeleteFile($id: ID!) {\n    deleteFile(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": types.DeleteFileDocument,
    "\n  mutation DeleteFiles($ids: [ID!]!) {\n    deleteFiles(ids: $ids) {\n      success\n      message\n      key\n      deleted_ids\n      kept {\n        image_count\n        file {\n          id\n          filename\n          is_folder\n        }\n        digital_copies {\n          id\n          name\n          digitizable_type\n          score {\n            short_title\n            short_title_prefix\n          }\n          catalog {\n            name\n          }\n        }\n      }\n    }\n  }\n": types.DeleteFilesDocument,
    "\n  mutation MoveFiles($ids: [ID!]!, $folder: RefInput) {\n    moveFiles(ids: $ids, folder: $folder) {\n      ...ActionAnswer\n    }\n  }\n": types.MoveFilesDocument,
    "\n  query RecordHistory($kind: HistoryKind!, $id: ID!, $first: Int, $page: Int) {\n    recordHistory(kind: $kind, id: $id, first: $first, page: $page) {\n      record_name\n      record_deleted\n      data {\n        id\n        version\n        operation\n        author\n        at\n        changes {\n          path\n          change\n          before\n          after\n          before_document\n          after_document\n        }\n      }\n      paginatorInfo {\n        total\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.RecordHistoryDocument,
    "\n  mutation RestoreVersion($id: ID!) {\n    restoreVersion(id: $id) {\n      ...SaveAnswer\n    }\n  }\n": types.RestoreVersionDocument,
    "\n  query RecentChanges(\n    $user: ID\n    $kind: HistoryKind\n    $from: String\n    $to: String\n    $first: Int\n    $page: Int\n  ) {\n    recentChanges(user_id: $user, kind: $kind, from: $from, to: $to, first: $first, page: $page) {\n      data {\n        id\n        kind\n        record_id\n        record_name\n        version\n        operation\n        author\n        at\n        changes {\n          path\n          change\n        }\n      }\n      paginatorInfo {\n        total\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.RecentChangesDocument,
    "\n  query Trash($kind: HistoryKind, $first: Int, $page: Int) {\n    trash(kind: $kind, first: $first, page: $page) {\n      days\n      data {\n        id\n        kind\n        record_id\n        name\n        author\n        deleted_at\n        kept_until\n      }\n      paginatorInfo {\n        total\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.TrashDocument,
    "\n  mutation BringBack($id: ID!) {\n    bringBack(id: $id) {\n      ...SaveAnswer\n    }\n  }\n": types.BringBackDocument,
    "\n  mutation EmptyTrash {\n    emptyTrash {\n      ...ActionAnswer\n    }\n  }\n": types.EmptyTrashDocument,
    "\n  query ActivityUsers {\n    users(first: 100) {\n      data {\n        id\n        name\n      }\n    }\n  }\n": types.ActivityUsersDocument,
    "\n  mutation StartMarcImport($file: Upload, $dryRun: Boolean!, $fromDryRun: ID) {\n    startMarcImport(file: $file, dry_run: $dryRun, from_dry_run: $fromDryRun) {\n      success\n      message\n      id\n    }\n  }\n": types.StartMarcImportDocument,
    "\n  query MarcImport($id: ID!) {\n    marcImport(id: $id) {\n      id\n      file_name\n      dry_run\n      status\n      progress\n      seconds_left\n      total\n      created\n      updated\n      unchanged\n      refused\n      error\n      can_import\n      record_count\n      records(first: 200) {\n        position\n        control_number\n        outcome\n        problems {\n          code\n          field\n          value\n          refusal\n          message\n        }\n      }\n      coverage {\n        key\n        mapped\n        kept\n        refused\n      }\n    }\n  }\n": types.MarcImportDocument,
    "\n  query GetPerson($id: ID!) {\n    getPerson(id: $id) {\n      id\n      version\n      name\n      names {\n        id\n        name\n        primary\n      }\n      dates\n      cleric\n      first_mass\n      profession\n      notes\n      authority_ids\n      vow_book_entry {\n        id\n        citation\n        transcription\n      }\n      syllabi {\n        id\n        citation\n        transcription\n        translation\n      }\n      sources {\n        ...SourceFields\n      }\n    }\n  }\n": types.GetPersonDocument,
    "\n  query PersonAttributions($id: ID!, $first: Int!, $page: Int!) {\n    getPerson(id: $id) {\n      id\n      attribution_count\n      attributions(first: $first, page: $page) {\n        id\n        function\n        qualifier\n        profession\n        from\n        to\n        score {\n          id\n          short_title\n          short_title_prefix\n          title\n        }\n      }\n    }\n  }\n": types.PersonAttributionsDocument,
    "\n  mutation UpsertPerson($input: PersonInput!) {\n    upsertPerson(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": types.UpsertPersonDocument,
    "\n  mutation DeletePerson($id: ID!) {\n    deletePerson(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": types.DeletePersonDocument,
    "\n  query GetPlace($id: ID!) {\n    getPlace(id: $id) {\n      id\n      name\n      authority_ids\n      version\n    }\n  }\n": types.GetPlaceDocument,
    "\n  mutation UpsertPlace($input: PlaceInput!) {\n    upsertPlace(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": types.UpsertPlaceDocument,
    "\n  mutation DeletePlace($id: ID!) {\n    deletePlace(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": types.DeletePlaceDocument,
    "\n  query GetPublication($id: ID!) {\n    getPublication(id: $id) {\n      id\n      version\n      title\n      short_title\n      extent\n      publisher\n      publication_date\n      publication_place\n      notes\n      authority_ids\n    }\n  }\n": types.GetPublicationDocument,
    "\n  mutation UpsertPublication($input: PublicationInput!) {\n    upsertPublication(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": types.UpsertPublicationDocument,
    "\n  mutation DeletePublication($id: ID!) {\n    deletePublication(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": types.DeletePublicationDocument,
    "\n  query PlaceAttributions($id: ID!, $first: Int!, $page: Int!) {\n    getPlace(id: $id) {\n      id\n      attribution_count\n      attributions(first: $first, page: $page) {\n        ...CitingAttribution\n      }\n    }\n  }\n": types.PlaceAttributionsDocument,
    "\n  query PublicationAttributions($id: ID!, $first: Int!, $page: Int!) {\n    getPublication(id: $id) {\n      id\n      attribution_count\n      attributions(first: $first, page: $page) {\n        ...CitingAttribution\n      }\n    }\n  }\n": types.PublicationAttributionsDocument,
    "\n  query PublicationScores($id: ID!, $first: Int!, $page: Int!) {\n    getPublication(id: $id) {\n      id\n      publication_score_count\n      publication_scores(first: $first, page: $page) {\n        id\n        number\n        score {\n          id\n          short_title\n          short_title_prefix\n        }\n      }\n    }\n  }\n": types.PublicationScoresDocument,
    "\n  fragment CitingAttribution on Attribution {\n    id\n    function\n    person {\n      id\n      name\n    }\n    score {\n      id\n      short_title\n      short_title_prefix\n    }\n  }\n": types.CitingAttributionFragmentDoc,
    "\n  query CollectionScores($collectionId: ID!, $first: Int!, $page: Int!) {\n    scores(collection_id: $collectionId, first: $first, page: $page) {\n      data {\n        id\n        shelfmark\n        short_title\n        short_title_prefix\n      }\n      paginatorInfo {\n        ...ListPage\n      }\n    }\n  }\n": types.CollectionScoresDocument,
    "\n  query GetScore($id: ID!) {\n    getScore(id: $id) {\n      id\n      version\n      shelfmark\n      former_shelfmarks\n      title\n      short_title\n      short_title_prefix\n      opus\n      key\n      provenance\n      notes\n      collection {\n        id\n        name\n        prefix\n      }\n      author {\n        id\n        name\n      }\n      genres {\n        id\n        name\n      }\n      voices {\n        id\n        voice\n        count\n        position\n      }\n      attributions {\n        id\n        function\n        qualifier\n        profession\n        from\n        to\n        designation\n        member\n        notes\n        person {\n          id\n          name\n          names {\n            name\n            primary\n          }\n        }\n        place {\n          id\n          name\n        }\n        publication {\n          id\n          short_title\n          title\n        }\n      }\n      parts {\n        id\n        position\n        type\n        extent\n        measurements\n        wear\n        date\n        watermark\n        notes\n        voices {\n          id\n          voice\n          count\n          position\n        }\n      }\n      incipits {\n        id\n        number\n        movement\n        section\n        numbering\n        tempo\n        clef\n        key_signature\n        time_signature\n        part\n        text\n        basso_continuo\n        pae\n        notes\n      }\n      publications {\n        id\n        number\n        notes\n        publication {\n          id\n          short_title\n          title\n        }\n      }\n      sources {\n        ...SourceFields\n      }\n      entries {\n        ...ScoreEntry\n      }\n    }\n  }\n": types.GetScoreDocument,
    "\n  fragment ScoreEntry on Entry {\n    id\n    title\n    number\n    signature\n    composer\n    genre\n    page {\n      id\n      number\n      catalog {\n        id\n        name\n        collection {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.ScoreEntryFragmentDoc,
    "\n  query PickScoreEntries($search: String) {\n    entries(search: $search, first: 20) {\n      ...ScoreEntry\n    }\n  }\n": types.PickScoreEntriesDocument,
    "\n  mutation UpsertScore($input: ScoreInput!) {\n    upsertScore(input: $input) {\n      ...SaveAnswer\n    }\n  }\n": types.UpsertScoreDocument,
    "\n  mutation DeleteScore($id: ID!) {\n    deleteScore(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": types.DeleteScoreDocument,
    "\n  query Search(\n    $query: String\n    $kind: SearchKind\n    $filters: [SearchFilter!]\n    $fields: SearchFields\n    $melody: MelodyQuery\n    $facetMore: String\n    $sort: SearchSort\n    $first: Int\n    $page: Int\n  ) {\n    search(\n      query: $query\n      kind: $kind\n      filters: $filters\n      fields: $fields\n      melody: $melody\n      facet_more: $facetMore\n      sort: $sort\n      first: $first\n      page: $page\n    ) {\n      hits {\n        kind\n        id\n        fuzzy\n        melody {\n          start\n          length\n          distance\n          note_count\n          incipit {\n            id\n            clef\n            key_signature\n            time_signature\n            pae\n          }\n        }\n        score {\n          id\n          short_title_prefix\n          short_title\n          title\n          key\n          author {\n            id\n            name\n          }\n          incipits {\n            id\n            clef\n            key_signature\n            time_signature\n            pae\n          }\n        }\n        person {\n          id\n          name\n          dates\n          profession\n          attribution_count\n        }\n        catalog {\n          id\n          name\n          collection {\n            id\n            name\n          }\n        }\n        entry {\n          id\n          title\n          page {\n            id\n            catalog {\n              id\n            }\n          }\n          score {\n            id\n            short_title_prefix\n            short_title\n          }\n        }\n        collection {\n          id\n          name\n          prefix\n        }\n        publication {\n          id\n          short_title\n          title\n          publisher\n          publication_date\n        }\n        place {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        ...ListPage\n      }\n      total_exact\n      kinds {\n        kind\n        count\n        exact\n      }\n      facets {\n        group\n        exact\n        more\n        values {\n          value\n          label\n          count\n          selected\n        }\n      }\n      suggestion\n      words\n    }\n  }\n": types.SearchDocument,
    "\n  query Settings($search: String) {\n    settings(search: $search) {\n      key\n      value\n    }\n  }\n": types.SettingsDocument,
    "\n  mutation UpsertSetting($key: String!, $value: String) {\n    upsertSetting(key: $key, value: $value) {\n      ...SaveAnswer\n    }\n  }\n": types.UpsertSettingDocument,
    "\n  query Users($search: String, $first: Int, $page: Int) {\n    users(search: $search, first: $first, page: $page) {\n      data {\n        id\n        name\n        email\n        created_at\n        email_verified_at\n        status\n        permissions {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        ...ListPage\n      }\n    }\n  }\n": types.UsersDocument,
    "\n  mutation ActivateUser($id: ID!) {\n    activateUser(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": types.ActivateUserDocument,
    "\n  mutation SuspendUser($id: ID!) {\n    suspendUser(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": types.SuspendUserDocument,
    "\n  mutation SetUserPermissions($id: ID!, $permissions: [ID!]!) {\n    setUserPermissions(id: $id, permissions: $permissions) {\n      ...ActionAnswer\n    }\n  }\n": types.SetUserPermissionsDocument,
    "\n  mutation SendPasswordResetLink($id: ID!) {\n    sendPasswordResetLink(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": types.SendPasswordResetLinkDocument,
    "\n  mutation ResendVerification($id: ID!) {\n    resendVerification(id: $id) {\n      ...ActionAnswer\n    }\n  }\n": types.ResendVerificationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      ...SaveAnswer\n    }\n  }\n"): typeof import('./graphql').UpdateMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendMyVerification {\n    resendMyVerification {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').ResendMyVerificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      success\n      message\n      token\n    }\n  }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SaveAnswer\n    }\n  }\n"): typeof import('./graphql').RegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($id: ID!, $hash: String!) {\n    verifyEmail(id: $id, hash: $hash) {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').VerifyEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestNewVerificationLink($id: ID!, $hash: String!) {\n    requestNewVerificationLink(id: $id, hash: $hash) {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').RequestNewVerificationLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').RequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordResetLink($token: String!) {\n    passwordResetLink(token: $token) {\n      success\n      message\n      key\n    }\n  }\n"): typeof import('./graphql').PasswordResetLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      ...SaveAnswer\n    }\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCatalog($id: ID!) {\n    getCatalog(id: $id) {\n      id\n      version\n      name\n      subtitle\n      collection {\n        id\n        name\n        prefix\n      }\n    }\n  }\n"): typeof import('./graphql').GetCatalogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCatalogPages($id: ID!) {\n    getCatalogPages(id: $id) {\n      id\n      number\n      position\n    }\n  }\n"): typeof import('./graphql').GetCatalogPagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Catalogs($search: String) {\n    catalogs(search: $search, first: 20) {\n      data {\n        id\n        name\n        subtitle\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertCatalog($input: CatalogInput!) {\n    upsertCatalog(input: $input) {\n      ...SaveAnswer\n    }\n  }\n"): typeof import('./graphql').UpsertCatalogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCatalog($id: ID!) {\n    deleteCatalog(id: $id) {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').DeleteCatalogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollectionCatalogs($collectionId: ID!, $first: Int!, $page: Int!) {\n    catalogs(collection_id: $collectionId, first: $first, page: $page) {\n      data {\n        id\n        name\n      }\n      paginatorInfo {\n        ...ListPage\n      }\n    }\n  }\n"): typeof import('./graphql').CollectionCatalogsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPage($id: ID!) {\n    getPage(id: $id) {\n      id\n      version\n      number\n      position\n      catalog {\n        id\n        name\n        collection {\n          id\n          name\n        }\n      }\n      entries {\n        id\n        position\n        number\n        signature\n        genre\n        composer\n        annotation\n        notes\n        score {\n          id\n          shelfmark\n          short_title\n          short_title_prefix\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertPage($input: PageInput!, $previousPageId: ID) {\n    upsertPage(input: $input, previousPageId: $previousPageId) {\n      ...SaveAnswer\n    }\n  }\n"): typeof import('./graphql').UpsertPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePage($id: ID!) {\n    deletePage(id: $id) {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').DeletePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCollection($id: ID!) {\n    getCollection(id: $id) {\n      id\n      name\n      prefix\n      version\n    }\n  }\n"): typeof import('./graphql').GetCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertCollection($input: CollectionInput!) {\n    upsertCollection(input: $input) {\n      ...SaveAnswer\n    }\n  }\n"): typeof import('./graphql').UpsertCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCollection($id: ID!) {\n    deleteCollection(id: $id) {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').DeleteCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListPage on PaginatorInfo {\n    total\n    currentPage\n    lastPage\n  }\n"): typeof import('./graphql').ListPageFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickPeople($search: String) {\n    people(search: $search, first: 20) {\n      data {\n        id\n        name\n        dates\n      }\n    }\n  }\n"): typeof import('./graphql').PickPeopleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickPublications($search: String) {\n    publications(search: $search, first: 20) {\n      id\n      short_title\n      title\n      publication_date\n    }\n  }\n"): typeof import('./graphql').PickPublicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickPlaces($search: String) {\n    places(search: $search, first: 20) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').PickPlacesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickGenres($search: String) {\n    genres(search: $search, first: 20) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').PickGenresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickCollections($search: String) {\n    collections(search: $search, first: 20) {\n      data {\n        id\n        name\n        prefix\n      }\n    }\n  }\n"): typeof import('./graphql').PickCollectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickScores($search: String) {\n    scores(search: $search, first: 20) {\n      data {\n        id\n        short_title\n        short_title_prefix\n      }\n    }\n  }\n"): typeof import('./graphql').PickScoresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SourceFields on Source {\n    id\n    type\n    citation\n    description\n    url\n    notes\n  }\n"): typeof import('./graphql').SourceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SaveAnswer on SaveResult {\n    success\n    message\n    key\n    id\n    errors {\n      field\n      key\n    }\n  }\n"): typeof import('./graphql').SaveAnswerFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActionAnswer on ActionResult {\n    success\n    message\n    key\n  }\n"): typeof import('./graphql').ActionAnswerFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      name\n      email\n      permissions {\n        id\n        name\n      }\n      locale\n      email_verified_at\n      created_at\n      status\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings($titleKey: String!, $colorKey: String!) {\n    site_title: getSetting(key: $titleKey) {\n      key\n      value\n    }\n    theme_color: getSetting(key: $colorKey) {\n      key\n      value\n    }\n  }\n"): typeof import('./graphql').SiteSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CopyEditorImage on File {\n    id\n    filename\n    mime\n    width\n    height\n    iiif_service\n  }\n"): typeof import('./graphql').CopyEditorImageFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CopyEditorRecord on DigitalCopy {\n    digitizable_type\n    digitizable_id\n    score {\n      id\n      short_title\n      short_title_prefix\n    }\n    catalog {\n      id\n      name\n      subtitle\n    }\n  }\n"): typeof import('./graphql').CopyEditorRecordFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DigitalCopyEditor($id: ID!) {\n    getDigitalCopy(id: $id) {\n      id\n      version\n      name\n      ...CopyEditorRecord\n      files {\n        id\n        name\n        position\n        file {\n          ...CopyEditorImage\n        }\n        page {\n          id\n          number\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DigitalCopyEditorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DigitizedRecord($id: ID!, $score: Boolean!, $catalog: Boolean!) {\n    getScore(id: $id) @include(if: $score) {\n      id\n      short_title\n      short_title_prefix\n    }\n    getCatalog(id: $id) @include(if: $catalog) {\n      id\n      name\n      subtitle\n    }\n  }\n"): typeof import('./graphql').DigitizedRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImageBrowser($folder: ID, $first: Int!, $page: Int!) {\n    files(folder: $folder, sort: filename, descending: false, first: $first, page: $page) {\n      data {\n        ...CopyEditorImage\n        is_folder\n        item_count\n      }\n      paginatorInfo {\n        ...ListPage\n      }\n    }\n  }\n"): typeof import('./graphql').ImageBrowserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertDigitalCopy($input: DigitalCopyInput!) {\n    upsertDigitalCopy(input: $input) {\n      ...SaveAnswer\n    }\n  }\n"): typeof import('./graphql').UpsertDigitalCopyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDigitalCopy($id: ID!) {\n    deleteDigitalCopy(id: $id) {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').DeleteDigitalCopyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FileUsedIn($id: ID!) {\n    getFile(id: $id) {\n      id\n      used_count\n      digital_copy_files(first: 20) {\n        id\n        name\n        position\n        digital_copy {\n          id\n          name\n          ...CopyEditorRecord\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FileUsedInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerRegionFields on IiifAnnotation {\n    id\n    x\n    y\n    width\n    height\n    iiifable_type\n    iiifable_id\n    digital_copy_file_id\n    entry {\n      id\n      title\n      page {\n        id\n        catalog {\n          id\n        }\n      }\n    }\n    score {\n      id\n      shelfmark\n      short_title\n      short_title_prefix\n    }\n  }\n"): typeof import('./graphql').ViewerRegionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerImageFields on DigitalCopyFile {\n    id\n    name\n    position\n    file {\n      id\n      filename\n      width\n      height\n      iiif_service\n    }\n    page {\n      id\n      number\n    }\n  }\n"): typeof import('./graphql').ViewerImageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerCopyFields on DigitalCopy {\n    id\n    name\n    manifest_url\n    digitizable_type\n    digitizable_id\n    files {\n      ...ViewerImageFields\n    }\n  }\n"): typeof import('./graphql').ViewerCopyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetDigitalCopyView($id: ID!) {\n    getDigitalCopy(id: $id) {\n      ...ViewerCopyFields\n      score {\n        id\n        shelfmark\n        short_title\n        short_title_prefix\n        collection {\n          id\n          name\n        }\n      }\n      catalog {\n        id\n        name\n        collection {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetDigitalCopyViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetDigitalCopyRegions($id: ID!) {\n    getIiifAnnotationsForDigitalCopy(id: $id) {\n      ...ViewerRegionFields\n    }\n  }\n"): typeof import('./graphql').GetDigitalCopyRegionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetScoreDigitalCopies($id: ID!) {\n    getScore(id: $id) {\n      id\n      has_digital_copy\n      digital_copies {\n        ...ViewerCopyFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetScoreDigitalCopiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPagePhoto($id: ID!) {\n    getPage(id: $id) {\n      id\n      digital_copy_file {\n        ...ViewerImageFields\n        digital_copy {\n          id\n          name\n          manifest_url\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetPagePhotoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertIiifRegion($input: IiifRegionInput!) {\n    upsertIiifRegion(input: $input) {\n      ...SaveAnswer\n    }\n  }\n"): typeof import('./graphql').UpsertIiifRegionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteIiifRegion($id: ID!) {\n    deleteIiifRegion(id: $id) {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').DeleteIiifRegionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FileRow on File {\n    id\n    version\n    filename\n    mime\n    size\n    is_folder\n    created_at\n    item_count\n    download_url\n    view_url\n    iiif_service\n    folders {\n      id\n      filename\n    }\n  }\n"): typeof import('./graphql').FileRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Files(\n    $folder: ID\n    $search: String\n    $sort: FileSort\n    $descending: Boolean\n    $first: Int\n    $page: Int\n  ) {\n    files(\n      folder: $folder\n      search: $search\n      sort: $sort\n      descending: $descending\n      first: $first\n      page: $page\n    ) {\n      data {\n        ...FileRow\n      }\n      paginatorInfo {\n        ...ListPage\n      }\n    }\n  }\n"): typeof import('./graphql').FilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Folder($id: ID!) {\n    getFile(id: $id) {\n      id\n      filename\n      is_folder\n      folders {\n        id\n        filename\n      }\n    }\n  }\n"): typeof import('./graphql').FolderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetFile($id: ID!) {\n    getFile(id: $id) {\n      id\n      version\n      filename\n      mime\n      size\n      is_folder\n      width\n      height\n      created_at\n      download_url\n      view_url\n      iiif_service\n      folder {\n        id\n      }\n      folders {\n        id\n        filename\n      }\n    }\n  }\n"): typeof import('./graphql').GetFileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertFile($input: FileInput!) {\n    upsertFile(input: $input) {\n      ...SaveAnswer\n    }\n  }\n"): typeof import('./graphql').UpsertFileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFile($id: ID!) {\n    deleteFile(id: $id) {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').DeleteFileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFiles($ids: [ID!]!) {\n    deleteFiles(ids: $ids) {\n      success\n      message\n      key\n      deleted_ids\n      kept {\n        image_count\n        file {\n          id\n          filename\n          is_folder\n        }\n        digital_copies {\n          id\n          name\n          digitizable_type\n          score {\n            short_title\n            short_title_prefix\n          }\n          catalog {\n            name\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DeleteFilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveFiles($ids: [ID!]!, $folder: RefInput) {\n    moveFiles(ids: $ids, folder: $folder) {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').MoveFilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordHistory($kind: HistoryKind!, $id: ID!, $first: Int, $page: Int) {\n    recordHistory(kind: $kind, id: $id, first: $first, page: $page) {\n      record_name\n      record_deleted\n      data {\n        id\n        version\n        operation\n        author\n        at\n        changes {\n          path\n          change\n          before\n          after\n          before_document\n          after_document\n        }\n      }\n      paginatorInfo {\n        total\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): typeof import('./graphql').RecordHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreVersion($id: ID!) {\n    restoreVersion(id: $id) {\n      ...SaveAnswer\n    }\n  }\n"): typeof import('./graphql').RestoreVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentChanges(\n    $user: ID\n    $kind: HistoryKind\n    $from: String\n    $to: String\n    $first: Int\n    $page: Int\n  ) {\n    recentChanges(user_id: $user, kind: $kind, from: $from, to: $to, first: $first, page: $page) {\n      data {\n        id\n        kind\n        record_id\n        record_name\n        version\n        operation\n        author\n        at\n        changes {\n          path\n          change\n        }\n      }\n      paginatorInfo {\n        total\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): typeof import('./graphql').RecentChangesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trash($kind: HistoryKind, $first: Int, $page: Int) {\n    trash(kind: $kind, first: $first, page: $page) {\n      days\n      data {\n        id\n        kind\n        record_id\n        name\n        author\n        deleted_at\n        kept_until\n      }\n      paginatorInfo {\n        total\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): typeof import('./graphql').TrashDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BringBack($id: ID!) {\n    bringBack(id: $id) {\n      ...SaveAnswer\n    }\n  }\n"): typeof import('./graphql').BringBackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmptyTrash {\n    emptyTrash {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').EmptyTrashDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityUsers {\n    users(first: 100) {\n      data {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ActivityUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartMarcImport($file: Upload, $dryRun: Boolean!, $fromDryRun: ID) {\n    startMarcImport(file: $file, dry_run: $dryRun, from_dry_run: $fromDryRun) {\n      success\n      message\n      id\n    }\n  }\n"): typeof import('./graphql').StartMarcImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarcImport($id: ID!) {\n    marcImport(id: $id) {\n      id\n      file_name\n      dry_run\n      status\n      progress\n      seconds_left\n      total\n      created\n      updated\n      unchanged\n      refused\n      error\n      can_import\n      record_count\n      records(first: 200) {\n        position\n        control_number\n        outcome\n        problems {\n          code\n          field\n          value\n          refusal\n          message\n        }\n      }\n      coverage {\n        key\n        mapped\n        kept\n        refused\n      }\n    }\n  }\n"): typeof import('./graphql').MarcImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPerson($id: ID!) {\n    getPerson(id: $id) {\n      id\n      version\n      name\n      names {\n        id\n        name\n        primary\n      }\n      dates\n      cleric\n      first_mass\n      profession\n      notes\n      authority_ids\n      vow_book_entry {\n        id\n        citation\n        transcription\n      }\n      syllabi {\n        id\n        citation\n        transcription\n        translation\n      }\n      sources {\n        ...SourceFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetPersonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonAttributions($id: ID!, $first: Int!, $page: Int!) {\n    getPerson(id: $id) {\n      id\n      attribution_count\n      attributions(first: $first, page: $page) {\n        id\n        function\n        qualifier\n        profession\n        from\n        to\n        score {\n          id\n          short_title\n          short_title_prefix\n          title\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PersonAttributionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertPerson($input: PersonInput!) {\n    upsertPerson(input: $input) {\n      ...SaveAnswer\n    }\n  }\n"): typeof import('./graphql').UpsertPersonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePerson($id: ID!) {\n    deletePerson(id: $id) {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').DeletePersonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPlace($id: ID!) {\n    getPlace(id: $id) {\n      id\n      name\n      authority_ids\n      version\n    }\n  }\n"): typeof import('./graphql').GetPlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertPlace($input: PlaceInput!) {\n    upsertPlace(input: $input) {\n      ...SaveAnswer\n    }\n  }\n"): typeof import('./graphql').UpsertPlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePlace($id: ID!) {\n    deletePlace(id: $id) {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').DeletePlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPublication($id: ID!) {\n    getPublication(id: $id) {\n      id\n      version\n      title\n      short_title\n      extent\n      publisher\n      publication_date\n      publication_place\n      notes\n      authority_ids\n    }\n  }\n"): typeof import('./graphql').GetPublicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertPublication($input: PublicationInput!) {\n    upsertPublication(input: $input) {\n      ...SaveAnswer\n    }\n  }\n"): typeof import('./graphql').UpsertPublicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePublication($id: ID!) {\n    deletePublication(id: $id) {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').DeletePublicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceAttributions($id: ID!, $first: Int!, $page: Int!) {\n    getPlace(id: $id) {\n      id\n      attribution_count\n      attributions(first: $first, page: $page) {\n        ...CitingAttribution\n      }\n    }\n  }\n"): typeof import('./graphql').PlaceAttributionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicationAttributions($id: ID!, $first: Int!, $page: Int!) {\n    getPublication(id: $id) {\n      id\n      attribution_count\n      attributions(first: $first, page: $page) {\n        ...CitingAttribution\n      }\n    }\n  }\n"): typeof import('./graphql').PublicationAttributionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicationScores($id: ID!, $first: Int!, $page: Int!) {\n    getPublication(id: $id) {\n      id\n      publication_score_count\n      publication_scores(first: $first, page: $page) {\n        id\n        number\n        score {\n          id\n          short_title\n          short_title_prefix\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PublicationScoresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CitingAttribution on Attribution {\n    id\n    function\n    person {\n      id\n      name\n    }\n    score {\n      id\n      short_title\n      short_title_prefix\n    }\n  }\n"): typeof import('./graphql').CitingAttributionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollectionScores($collectionId: ID!, $first: Int!, $page: Int!) {\n    scores(collection_id: $collectionId, first: $first, page: $page) {\n      data {\n        id\n        shelfmark\n        short_title\n        short_title_prefix\n      }\n      paginatorInfo {\n        ...ListPage\n      }\n    }\n  }\n"): typeof import('./graphql').CollectionScoresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetScore($id: ID!) {\n    getScore(id: $id) {\n      id\n      version\n      shelfmark\n      former_shelfmarks\n      title\n      short_title\n      short_title_prefix\n      opus\n      key\n      provenance\n      notes\n      collection {\n        id\n        name\n        prefix\n      }\n      author {\n        id\n        name\n      }\n      genres {\n        id\n        name\n      }\n      voices {\n        id\n        voice\n        count\n        position\n      }\n      attributions {\n        id\n        function\n        qualifier\n        profession\n        from\n        to\n        designation\n        member\n        notes\n        person {\n          id\n          name\n          names {\n            name\n            primary\n          }\n        }\n        place {\n          id\n          name\n        }\n        publication {\n          id\n          short_title\n          title\n        }\n      }\n      parts {\n        id\n        position\n        type\n        extent\n        measurements\n        wear\n        date\n        watermark\n        notes\n        voices {\n          id\n          voice\n          count\n          position\n        }\n      }\n      incipits {\n        id\n        number\n        movement\n        section\n        numbering\n        tempo\n        clef\n        key_signature\n        time_signature\n        part\n        text\n        basso_continuo\n        pae\n        notes\n      }\n      publications {\n        id\n        number\n        notes\n        publication {\n          id\n          short_title\n          title\n        }\n      }\n      sources {\n        ...SourceFields\n      }\n      entries {\n        ...ScoreEntry\n      }\n    }\n  }\n"): typeof import('./graphql').GetScoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScoreEntry on Entry {\n    id\n    title\n    number\n    signature\n    composer\n    genre\n    page {\n      id\n      number\n      catalog {\n        id\n        name\n        collection {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ScoreEntryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickScoreEntries($search: String) {\n    entries(search: $search, first: 20) {\n      ...ScoreEntry\n    }\n  }\n"): typeof import('./graphql').PickScoreEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertScore($input: ScoreInput!) {\n    upsertScore(input: $input) {\n      ...SaveAnswer\n    }\n  }\n"): typeof import('./graphql').UpsertScoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteScore($id: ID!) {\n    deleteScore(id: $id) {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').DeleteScoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search(\n    $query: String\n    $kind: SearchKind\n    $filters: [SearchFilter!]\n    $fields: SearchFields\n    $melody: MelodyQuery\n    $facetMore: String\n    $sort: SearchSort\n    $first: Int\n    $page: Int\n  ) {\n    search(\n      query: $query\n      kind: $kind\n      filters: $filters\n      fields: $fields\n      melody: $melody\n      facet_more: $facetMore\n      sort: $sort\n      first: $first\n      page: $page\n    ) {\n      hits {\n        kind\n        id\n        fuzzy\n        melody {\n          start\n          length\n          distance\n          note_count\n          incipit {\n            id\n            clef\n            key_signature\n            time_signature\n            pae\n          }\n        }\n        score {\n          id\n          short_title_prefix\n          short_title\n          title\n          key\n          author {\n            id\n            name\n          }\n          incipits {\n            id\n            clef\n            key_signature\n            time_signature\n            pae\n          }\n        }\n        person {\n          id\n          name\n          dates\n          profession\n          attribution_count\n        }\n        catalog {\n          id\n          name\n          collection {\n            id\n            name\n          }\n        }\n        entry {\n          id\n          title\n          page {\n            id\n            catalog {\n              id\n            }\n          }\n          score {\n            id\n            short_title_prefix\n            short_title\n          }\n        }\n        collection {\n          id\n          name\n          prefix\n        }\n        publication {\n          id\n          short_title\n          title\n          publisher\n          publication_date\n        }\n        place {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        ...ListPage\n      }\n      total_exact\n      kinds {\n        kind\n        count\n        exact\n      }\n      facets {\n        group\n        exact\n        more\n        values {\n          value\n          label\n          count\n          selected\n        }\n      }\n      suggestion\n      words\n    }\n  }\n"): typeof import('./graphql').SearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Settings($search: String) {\n    settings(search: $search) {\n      key\n      value\n    }\n  }\n"): typeof import('./graphql').SettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertSetting($key: String!, $value: String) {\n    upsertSetting(key: $key, value: $value) {\n      ...SaveAnswer\n    }\n  }\n"): typeof import('./graphql').UpsertSettingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users($search: String, $first: Int, $page: Int) {\n    users(search: $search, first: $first, page: $page) {\n      data {\n        id\n        name\n        email\n        created_at\n        email_verified_at\n        status\n        permissions {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        ...ListPage\n      }\n    }\n  }\n"): typeof import('./graphql').UsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateUser($id: ID!) {\n    activateUser(id: $id) {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').ActivateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendUser($id: ID!) {\n    suspendUser(id: $id) {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').SuspendUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserPermissions($id: ID!, $permissions: [ID!]!) {\n    setUserPermissions(id: $id, permissions: $permissions) {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').SetUserPermissionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPasswordResetLink($id: ID!) {\n    sendPasswordResetLink(id: $id) {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').SendPasswordResetLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification($id: ID!) {\n    resendVerification(id: $id) {\n      ...ActionAnswer\n    }\n  }\n"): typeof import('./graphql').ResendVerificationDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
