import { describe, expect, it } from 'vitest';
import type { ViewerImageFieldsFragment, ViewerRegionFieldsFragment } from '../../gql/graphql';
import {
  digitalCopyPath,
  imageLabel,
  regionsByImage,
  viewerImages,
} from './digital-copy-view-model';

/** The image itself: an annotation without a record or a place. */
const painting: ViewerRegionFieldsFragment = {
  id: '100',
  x: null,
  y: null,
  width: null,
  height: null,
  iiifable_type: null,
  iiifable_id: null,
  digital_copy_file_id: '7',
  entry: null,
  score: null,
};

function image(overrides: Partial<ViewerImageFieldsFragment> = {}): ViewerImageFieldsFragment {
  return {
    id: '7',
    name: null,
    position: 1,
    file: {
      id: '42',
      filename: 'scan-001.jpg',
      width: 1200,
      height: 1600,
      iiif_service: 'https://partitura.example/iiif/3/42',
    },
    page: null,
    ...overrides,
  };
}

describe('a digital copy in the viewer', () => {
  it('has its own address', () => {
    expect(digitalCopyPath('12')).toBe('/digital-copies/12');
  });

  it('labels an image by its name, else by the page it shows, else by its file', () => {
    expect(imageLabel(image({ name: ' fol. 3r ' }), 'en')).toBe('fol. 3r');
    expect(imageLabel(image({ page: { id: '5', number: '12' } }), 'en')).toBe('p. 12');
    expect(imageLabel(image({ page: { id: '5', number: '12' } }), 'de')).toBe('S. 12');
    expect(imageLabel(image(), 'en')).toBe('scan-001.jpg');
  });

  it('shows the images in order and leaves out those the image server cannot serve', () => {
    const files = [
      image({ id: '2', position: 2, name: 'two' }),
      image({ id: '1', position: 1, name: 'one' }),
      image({
        id: '3',
        position: 3,
        file: { id: '43', filename: 'x.pdf', width: null, height: null, iiif_service: null },
      }),
    ];
    expect(viewerImages(files, 'en').map((shown) => shown.label)).toEqual(['one', 'two']);
  });

  it('outlines the regions linked to entries and scores on their images, not the image itself', () => {
    const regions = regionsByImage([
      painting,
      {
        id: '101',
        x: 10,
        y: 20,
        width: 300,
        height: 40,
        iiifable_type: 'Entry',
        iiifable_id: '55',
        digital_copy_file_id: '7',
        entry: {
          id: '55',
          title: 'Engelberg, Catalogus 1780, p. 12, no. 3: Mozart',
          page: { id: '5', catalog: { id: '3' } },
        },
        score: null,
      },
      {
        id: '102',
        x: 10,
        y: 80,
        width: 300,
        height: 40,
        iiifable_type: 'Score',
        iiifable_id: '8',
        digital_copy_file_id: '8',
        entry: null,
        score: {
          id: '8',
          shelfmark: 'Ms. 8',
          short_title: 'Missa in C',
          short_title_prefix: 'CH-E Ms. 8',
        },
      },
      // Its record has gone: nothing to open.
      { ...painting, id: '103', x: 1, y: 1, width: 2, height: 2, iiifable_type: 'Entry' },
    ]);
    expect([...regions.keys()]).toEqual(['7', '8']);
    expect(viewerImages([image()], 'en', regions)[0].regions).toEqual([
      {
        id: '101',
        x: 10,
        y: 20,
        width: 300,
        height: 40,
        label: 'Engelberg, Catalogus 1780, p. 12, no. 3: Mozart',
        to: '/catalogs/3?tab=page&pageId=5',
      },
    ]);
    expect(regions.get('8')).toEqual([
      {
        id: '102',
        x: 10,
        y: 80,
        width: 300,
        height: 40,
        label: 'CH-E Ms. 8 · Missa in C',
        to: '/scores/8',
      },
    ]);
  });
});
