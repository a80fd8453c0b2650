import { describe, expect, it } from 'vitest';
import {
  imageIndex,
  keyedRect,
  infoUrl,
  rectBetween,
  stepIndex,
  thumbnailUrl,
  viewerKeyAction,
} from './viewer-model';

const SERVICE = 'https://partitura.example/iiif/3/42';

describe('image addresses', () => {
  it('asks the service for its information document and a 96-pixel thumbnail', () => {
    expect(infoUrl(SERVICE)).toBe(`${SERVICE}/info.json`);
    expect(infoUrl(`${SERVICE}/`)).toBe(`${SERVICE}/info.json`);
    expect(thumbnailUrl(SERVICE)).toBe(`${SERVICE}/full/!96,96/0/default.jpg`);
  });
});

describe('the image shown', () => {
  const images = [{ id: '7' }, { id: '8' }, { id: '9' }];

  it('is the one the address names, else the first', () => {
    expect(imageIndex(images, '8')).toBe(1);
    expect(imageIndex(images, '99')).toBe(0);
    expect(imageIndex(images, null)).toBe(0);
    expect(imageIndex([], '8')).toBe(0);
  });

  it('steps one image at a time and stops at either end', () => {
    expect(stepIndex(1, 3, 1)).toBe(2);
    expect(stepIndex(2, 3, 1)).toBe(2);
    expect(stepIndex(0, 3, -1)).toBe(0);
    expect(stepIndex(0, 0, 1)).toBe(0);
  });
});

describe('keys of the viewer', () => {
  it('move between images, zoom and go home', () => {
    expect(viewerKeyAction({ key: 'ArrowLeft' })).toBe('previous');
    expect(viewerKeyAction({ key: 'PageUp' })).toBe('previous');
    expect(viewerKeyAction({ key: 'ArrowRight' })).toBe('next');
    expect(viewerKeyAction({ key: 'PageDown' })).toBe('next');
    expect(viewerKeyAction({ key: '+' })).toBe('zoom_in');
    expect(viewerKeyAction({ key: '=' })).toBe('zoom_in');
    expect(viewerKeyAction({ key: '-' })).toBe('zoom_out');
    expect(viewerKeyAction({ key: '0' })).toBe('home');
  });

  it('leave other keys and shortcuts with modifiers to the page', () => {
    expect(viewerKeyAction({ key: 'ArrowUp' })).toBeNull();
    expect(viewerKeyAction({ key: 'Tab' })).toBeNull();
    expect(viewerKeyAction({ key: 'ArrowLeft', altKey: true })).toBeNull();
    expect(viewerKeyAction({ key: '+', ctrlKey: true })).toBeNull();
    expect(viewerKeyAction({ key: '0', metaKey: true })).toBeNull();
  });
});

describe('a drawn rectangle', () => {
  const image = { width: 1200, height: 1600 };

  it('covers the pixels the drag touched, whichever way it went', () => {
    expect(rectBetween({ x: 100.4, y: 200.6 }, { x: 300.2, y: 250.1 }, image)).toEqual({
      x: 100,
      y: 200,
      width: 201,
      height: 51,
    });
    expect(rectBetween({ x: 300, y: 250 }, { x: 100, y: 200 }, image)).toEqual({
      x: 100,
      y: 200,
      width: 200,
      height: 50,
    });
  });

  it('is clipped to the image', () => {
    expect(rectBetween({ x: -50, y: -20 }, { x: 80, y: 40 }, image)).toEqual({
      x: 0,
      y: 0,
      width: 80,
      height: 40,
    });
    expect(rectBetween({ x: 1100, y: 1500 }, { x: 1900, y: 2400 }, image)).toEqual({
      x: 1100,
      y: 1500,
      width: 100,
      height: 100,
    });
  });

  it('is nothing when it misses the image or has no area', () => {
    expect(rectBetween({ x: -50, y: -50 }, { x: -10, y: -10 }, image)).toBeNull();
    expect(rectBetween({ x: 1300, y: 10 }, { x: 1400, y: 90 }, image)).toBeNull();
    expect(rectBetween({ x: 10, y: 10 }, { x: 10, y: 90 }, image)).toBeNull();
    expect(rectBetween({ x: Number.NaN, y: 10 }, { x: 20, y: 90 }, image)).toBeNull();
  });
});

describe('the rectangle drawn with the keyboard', () => {
  const bounds = { x: 400, y: 300 };
  const rect = { left: 100, top: 100, width: 100, height: 50 };

  it('moves by an arrow key and grows or shrinks with Shift', () => {
    expect(keyedRect(rect, 'ArrowRight', false, bounds)).toEqual({ ...rect, left: 110 });
    expect(keyedRect(rect, 'ArrowUp', false, bounds)).toEqual({ ...rect, top: 90 });
    expect(keyedRect(rect, 'ArrowRight', true, bounds)).toEqual({ ...rect, width: 110 });
    expect(keyedRect(rect, 'ArrowUp', true, bounds)).toEqual({ ...rect, height: 40 });
    expect(keyedRect(rect, 'Enter', false, bounds)).toBe(rect);
  });

  it('stays inside the image and never vanishes', () => {
    const corner = { left: 295, top: 0, width: 100, height: 8 };
    expect(keyedRect(corner, 'ArrowRight', false, bounds).left).toBe(300);
    expect(keyedRect(corner, 'ArrowUp', false, bounds).top).toBe(0);
    expect(keyedRect(corner, 'ArrowRight', true, bounds).width).toBe(105);
    expect(keyedRect(corner, 'ArrowUp', true, bounds).height).toBe(8);
  });
});
