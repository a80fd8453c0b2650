import { describe, expect, it } from 'vitest';
import {
  addImages,
  digitalCopyFormValues,
  digitalCopyInput,
  formErrors,
  isCopyableImage,
  newDigitalCopyValues,
  pagesInOrder,
  sortAsScanned,
  validateDigitalCopyForm,
  type CopyImageFile,
  type ImageValues,
} from './digital-copy-form';
import { digitizedFromQuery, digitizedLabel, digitizedPath } from './digital-copy-model';
import { imagesOfFolder, type FolderPage } from './folder-images';

const file = (id: string, filename: string): CopyImageFile => ({
  id,
  filename,
  mime: 'image/jpeg',
  width: 10,
  height: 10,
  iiif_service: `/iiif/3/${id}`,
});
const image = (id: string, filename: string, extra: Partial<ImageValues> = {}): ImageValues => ({
  id: null,
  name: '',
  file: file(id, filename),
  page: '',
  ...extra,
});
const names = (images: readonly ImageValues[]) => images.map((one) => one.file.filename);

describe('the digital copy form', () => {
  it('starts a new copy of the record it is made for', () => {
    const score = { id: '4', short_title: 'Missa', short_title_prefix: 'A-KR 12' };
    expect(newDigitalCopyValues('score', score)).toEqual({
      digitizable_type: 'score',
      digitizable: score,
      name: '',
      files: [],
    });
    expect(newDigitalCopyValues().digitizable_type).toBe('score');
  });

  it('loads a stored copy with its images in order, their labels and pages', () => {
    const values = digitalCopyFormValues({
      id: '9',
      version: 2,
      name: null,
      digitizable_type: 'catalog',
      digitizable_id: '3',
      score: null,
      catalog: { id: '3', name: 'Catalogus 1780', subtitle: 'Stiftsarchiv' },
      files: [
        { id: '21', name: null, position: 2, file: file('8', 'b.jpg'), page: null },
        {
          id: '20',
          name: 'fol. 1r',
          position: 1,
          file: file('7', 'a.jpg'),
          page: { id: '5', number: '1' },
        },
      ],
    });
    expect(values).toEqual({
      digitizable_type: 'catalog',
      digitizable: { id: '3', name: 'Catalogus 1780', subtitle: 'Stiftsarchiv' },
      name: '',
      files: [
        { id: '20', name: 'fol. 1r', file: file('7', 'a.jpg'), page: '5' },
        { id: '21', name: '', file: file('8', 'b.jpg'), page: '' },
      ],
    });
  });

  it('sends the images in order by file, keeping the ids of stored ones, blank labels as null', () => {
    const values = {
      digitizable_type: 'catalog' as const,
      digitizable: { id: '3', name: 'Catalogus' },
      name: '  Photographs 1990 ',
      files: [image('7', 'a.jpg', { id: '20', name: ' fol. 1r ', page: '5' }), image('8', 'b.jpg')],
    };
    expect(digitalCopyInput(values, { id: '9', version: 2 })).toEqual({
      id: '9',
      version: 2,
      name: 'Photographs 1990',
      digitizable_type: 'catalog',
      digitizable_id: '3',
      files: [
        { id: '20', name: 'fol. 1r', file: { id: '7' }, page: { id: '5' } },
        { name: null, file: { id: '8' }, page: null },
      ],
    });
  });

  it('sends no pages for a score', () => {
    const values = {
      ...newDigitalCopyValues('score', { id: '4', short_title: 'Missa' }),
      files: [image('7', 'a.jpg', { page: '5' })],
    };
    expect(digitalCopyInput(values, { id: null, version: null }).files).toEqual([
      { name: null, file: { id: '7' }, page: null },
    ]);
  });

  it('requires a record and an image, the record under its picker', () => {
    expect(validateDigitalCopyForm(newDigitalCopyValues())).toEqual([
      { field: 'digitizable', key: 'DigitalCopy.error_digitizable_empty' },
      { field: 'files', key: 'DigitalCopy.error_files_empty' },
    ]);
    expect(
      validateDigitalCopyForm({
        ...newDigitalCopyValues('score', { id: '4', short_title: 'Missa' }),
        files: [image('7', 'a.jpg')],
      }),
    ).toEqual([]);
  });

  it("puts the server's errors on the form's paths", () => {
    expect(
      formErrors([
        { field: 'digitizable_id', key: 'DigitalCopy.error_digitizable_empty' },
        { field: 'files.1.page', key: 'DigitalCopy.error_page_twice' },
      ]),
    ).toEqual([
      { field: 'digitizable', key: 'DigitalCopy.error_digitizable_empty' },
      { field: 'files.1.page', key: 'DigitalCopy.error_page_twice' },
    ]);
  });

  it('takes only images the image server shows', () => {
    expect(isCopyableImage({ is_folder: false, iiif_service: '/iiif/3/1' })).toBe(true);
    expect(isCopyableImage({ is_folder: false, iiif_service: null })).toBe(false);
    expect(isCopyableImage({ is_folder: true, iiif_service: null })).toBe(false);
  });
});

describe('the images of a copy', () => {
  it('adds files in scanned order after the images there are, leaving out those already there', () => {
    const present = [image('1', 'vio1_003.jpg')];
    const { images, added, skipped } = addImages(present, [
      file('2', 'vio1_002.jpg'),
      file('3', 'sop1_001.jpg'),
      file('1', 'vio1_003.jpg'),
      file('4', 'vio1_001.jpg'),
      file('3', 'sop1_001.jpg'),
      file('5', 'cover.jpg'),
    ]);
    expect(names(images)).toEqual([
      'vio1_003.jpg',
      'sop1_001.jpg',
      'vio1_001.jpg',
      'vio1_002.jpg',
      'cover.jpg',
    ]);
    expect(added).toHaveLength(4);
    expect(skipped).toBe(2);
    expect(images[0]).toBe(present[0]);
  });

  it('sorts the whole list as scanned: instrument group, number, letter, page', () => {
    const sorted = sortAsScanned([
      image('1', 'vio2_001.jpg'),
      image('2', 'notes.jpg'),
      image('3', 'bas_002.jpg'),
      image('4', 'sop1b_001.jpg'),
      image('5', 'sop1a_010.jpg'),
      image('6', 'sop1a_002.jpg'),
    ]);
    expect(names(sorted)).toEqual([
      'sop1a_002.jpg',
      'sop1a_010.jpg',
      'sop1b_001.jpg',
      'bas_002.jpg',
      'vio2_001.jpg',
      'notes.jpg',
    ]);
  });

  it('assigns page n to image n, none beyond the last page', () => {
    expect(pagesInOrder(3, [{ id: 'p1' }, { id: 'p2' }])).toEqual(['p1', 'p2', '']);
    expect(pagesInOrder(1, [{ id: 'p1' }, { id: 'p2' }])).toEqual(['p1']);
  });
});

describe('the whole of a folder', () => {
  const folderPage = (data: FolderPage['data'], total: number, lastPage: number): FolderPage => ({
    data,
    paginatorInfo: { total, lastPage },
  });

  it('reads every page until the last, keeping only the images', async () => {
    const asked: number[] = [];
    const progress: [number, number][] = [];
    const pages = [
      folderPage(
        [
          { ...file('1', 'sub'), is_folder: true, iiif_service: null },
          { ...file('2', 'a.jpg'), is_folder: false },
        ],
        3,
        2,
      ),
      folderPage([{ ...file('3', 'notes.pdf'), is_folder: false, iiif_service: null }], 3, 2),
    ];
    const result = await imagesOfFolder(
      async (page) => {
        asked.push(page);
        return pages[page - 1];
      },
      (read, total) => progress.push([read, total]),
    );
    expect(asked).toEqual([1, 2]);
    expect(progress).toEqual([
      [2, 3],
      [3, 3],
    ]);
    expect(result.complete).toBe(true);
    expect(result.images.map((one) => one.id)).toEqual(['2']);
  });

  it('stops at the deepest page the server answers', async () => {
    const result = await imagesOfFolder(async () =>
      folderPage([{ ...file('2', 'a.jpg'), is_folder: false }], 100_000, 500),
    );
    expect(result.complete).toBe(false);
    expect(result.images.length).toBeLessThan(500);
  });
});

describe('the digitized record', () => {
  it('is read from the address of a new copy', () => {
    expect(digitizedFromQuery(new URLSearchParams('type=catalog&id=7'))).toEqual({
      type: 'catalog',
      id: '7',
    });
    expect(digitizedFromQuery(new URLSearchParams('type=score'))).toEqual({
      type: 'score',
      id: null,
    });
    expect(digitizedFromQuery(new URLSearchParams('type=person&id=7'))).toBeNull();
    expect(digitizedFromQuery(new URLSearchParams(''))).toBeNull();
  });

  it('is named and reached by its kind', () => {
    expect(
      digitizedLabel({
        digitizable_type: 'score',
        score: { short_title: 'Missa', short_title_prefix: 'A-KR 12' },
      }),
    ).toBe('A-KR 12 · Missa');
    expect(digitizedLabel({ digitizable_type: 'catalog', catalog: { name: 'Catalogus' } })).toBe(
      'Catalogus',
    );
    expect(digitizedPath('score', '4')).toBe('/scores/4');
    expect(digitizedPath('catalog', '3')).toBe('/catalogs/3');
  });
});
