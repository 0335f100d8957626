import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_PATH, tabKey, useTabs } from './tabs';

const open = (path: string, search = '') => useTabs.getState().open({ path, search, title: { text: path } });

describe('tab store', () => {
  beforeEach(() => useTabs.getState().reset());

  it('keys tabs by path plus query', () => {
    expect(tabKey('/a')).toBe('/a');
    expect(tabKey('/a', '?x=1')).toBe('/a?x=1');
    expect(tabKey('/a', 'x=1')).toBe('/a?x=1');
    open('/a', '?x=1');
    open('/a', '?x=2');
    open('/a', '?x=1');
    expect(useTabs.getState().tabs.map((t) => t.key)).toEqual([HOME_PATH, '/a?x=1', '/a?x=2']);
    expect(useTabs.getState().activeKey).toBe('/a?x=1');
  });

  it('starts with the home tab, which cannot be closed when it is the only one', () => {
    expect(useTabs.getState().tabs).toHaveLength(1);
    expect(useTabs.getState().canClose(HOME_PATH)).toBe(false);
    expect(useTabs.getState().close(HOME_PATH)).toBeNull();
    expect(useTabs.getState().tabs).toHaveLength(1);
    open('/b');
    expect(useTabs.getState().canClose(HOME_PATH)).toBe(true);
  });

  it('closing the active tab activates its left neighbour', () => {
    open('/a');
    open('/b');
    open('/c');
    const next = useTabs.getState().close('/c');
    expect(next?.key).toBe('/b');
    expect(useTabs.getState().activeKey).toBe('/b');
    expect(useTabs.getState().close('/a')).toBeNull();
    expect(useTabs.getState().tabs.map((t) => t.key)).toEqual([HOME_PATH, '/b']);
  });

  it('closing the first tab while active moves to the next one', () => {
    open('/a');
    open(HOME_PATH);
    expect(useTabs.getState().close(HOME_PATH)?.key).toBe('/a');
  });

  it('close others keeps the home tab and the chosen one', () => {
    open('/a');
    open('/b');
    open('/c');
    useTabs.getState().closeOthers('/b');
    expect(useTabs.getState().tabs.map((t) => t.key)).toEqual([HOME_PATH, '/b']);
    expect(useTabs.getState().activeKey).toBe('/b');
  });

  it('reset restores only the home tab', () => {
    open('/a');
    useTabs.getState().reset();
    expect(useTabs.getState().tabs.map((t) => t.key)).toEqual([HOME_PATH]);
    expect(useTabs.getState().activeKey).toBe(HOME_PATH);
  });

  it('persists to session storage', () => {
    open('/persisted');
    expect(sessionStorage.getItem('dp-tabs')).toContain('/persisted');
  });
});
