import { describe, expect, it } from 'vitest';
import { actorLabel, changesOf, otherDetail } from './audit-format.ts';

describe('audit rows', () => {
  it('before → after field by field, only what changed', () => {
    expect(
      changesOf({
        operator_name: '管理',
        before: { status: 'draft', line_count: 3 },
        after: { status: 'approved', line_count: 3 },
      }),
    ).toEqual([{ key: 'status', before: 'draft', after: 'approved' }]);
  });

  it('payment transitions record from → to', () => {
    expect(changesOf({ from: 2, to: 3, reason: null })).toEqual([{ key: '', before: '2', after: '3' }]);
    expect(otherDetail({ from: 2, to: 3, reason: '確認済' })).toEqual([['reason', '確認済']]);
  });

  it('no change recorded: null; the rest of the detail is listed without the operator name', () => {
    expect(changesOf({ file_name: 'a.txt' })).toBeNull();
    expect(otherDetail({ operator_name: '管理', file_name: 'a.txt', roles: ['admin', 'treasurer'] })).toEqual([
      ['file_name', 'a.txt'],
      ['roles', 'admin、treasurer'],
    ]);
  });

  it('who: the name, else the kind and id', () => {
    expect(actorLabel({ actor_type: 'operator', actor_id: '2', actor_name: 'デモ 送金担当' })).toBe('デモ 送金担当');
    expect(actorLabel({ actor_type: 'user', actor_id: '7', actor_name: null })).toBe('利用者 7');
    expect(actorLabel({ actor_type: 'system', actor_id: null, actor_name: null })).toBe('システム');
  });
});
