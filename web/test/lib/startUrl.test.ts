import { describe, expect, it } from 'vitest';
import { normalizeStartUrl } from '../../src/lib/startUrl';

describe('the start URL', () => {
  it('turns old hash links into paths', () => {
    expect(normalizeStartUrl('https://app.example/#/customers/details/7?tab=notes')).toEqual({
      url: '/customers/details/7?tab=notes',
      editor: null,
      changed: true,
    });
  });

  it('takes the editor parameter out of the URL and hands it over', () => {
    expect(normalizeStartUrl('https://app.example/customers?editor=lexical&page=2')).toEqual({
      url: '/customers?page=2',
      editor: 'lexical',
      changed: true,
    });
  });

  it('finds the editor parameter inside a hash link too', () => {
    expect(normalizeStartUrl('https://app.example/#/note-templates?editor=1')).toMatchObject({
      url: '/note-templates',
      editor: '1',
    });
  });

  it('leaves ordinary URLs alone', () => {
    expect(normalizeStartUrl('https://app.example/tasks?board=3#top')).toEqual({
      url: '/tasks?board=3#top',
      editor: null,
      changed: false,
    });
  });
});
