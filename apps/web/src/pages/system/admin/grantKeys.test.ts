import type { TreeNode } from '@dp/domain';
import { describe, expect, it } from 'vitest';
import { checkedLeafKeys, checkedScopeIds, roleGrantPayload } from './grantKeys';
import { allKeys, toCheckNodes } from './treeOptions';

const node = (id: string, parentId: string, children?: TreeNode[]): TreeNode => ({
  id,
  parentId,
  title: id,
  key: id,
  value: id,
  children,
});

const tree = toCheckNodes([
  node('sys', '0', [
    node('param', 'sys', [node('param_add', 'param'), node('param_delete', 'param')]),
    node('post', 'sys'),
  ]),
]);

describe('checkedLeafKeys', () => {
  it('keeps only granted leaves so that parents follow their children', () => {
    expect(checkedLeafKeys(tree, ['sys', 'param', 'param_add'])).toEqual(['param_add']);
  });

  it('keeps every leaf of a fully granted branch', () => {
    expect(checkedLeafKeys(tree, ['sys', 'param', 'param_add', 'param_delete', 'post'])).toEqual([
      'param_add',
      'param_delete',
      'post',
    ]);
  });

  it('ignores ids the tree no longer shows', () => {
    expect(checkedLeafKeys(tree, ['gone', 'post'])).toEqual(['post']);
  });

  it('lists every key of the forest', () => {
    expect(allKeys(tree)).toEqual(['sys', 'param', 'param_add', 'param_delete', 'post']);
  });
});

describe('checkedScopeIds', () => {
  it('leaves out the menu nodes that group the scope rows', () => {
    const scopes = toCheckNodes([node('param', '0', [node('s1', 'param'), node('s2', 'param')])]);
    expect(checkedScopeIds(scopes, ['param', 's1', 's2'])).toEqual(['s1', 's2']);
  });
});

describe('roleGrantPayload', () => {
  it('sends arrays of unique string ids per kind', () => {
    expect(
      roleGrantPayload(['r1', 'r1'], { menu: ['param', 'param_add'], dataScope: ['d1'], apiScope: [] }),
    ).toEqual({ roleIds: ['r1'], menuIds: ['param', 'param_add'], dataScopeIds: ['d1'], apiScopeIds: [] });
  });
});
