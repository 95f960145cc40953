import { useQuery } from '@tanstack/react-query';
import { ArrowRight, ChevronLeft, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';
import { ListError, ListLoading } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { sanitizeRedirect } from '../../../lib/redirect.ts';
import { useConfirmNotification } from '../api/confirm-notification.ts';
import { noticeQueryOptions } from '../api/get-notice.ts';
import type { Notice } from '../api/get-notice.ts';
import { CategoryBadge } from '../components/category.tsx';

/** "12" → 12; anything else is not a notification id (no call is made for it). */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

function BackLink() {
  return (
    <Link
      to={paths.notifications()}
      className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ChevronLeft className="size-4" aria-hidden="true" />
      お知らせ一覧に戻る
    </Link>
  );
}

function NotFound() {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center">
      <DocumentTitle title="お知らせが見つかりません" />
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-xl font-bold text-slate-900">お知らせが見つかりません</h1>
      <p className="max-w-md text-[15px] text-slate-600">
        指定されたお知らせは存在しないか、掲載が終了しました。お知らせ一覧からもう一度お選びください。
      </p>
      <ButtonLink to={paths.notifications()} className="mt-2">
        お知らせ一覧へ
      </ButtonLink>
    </Card>
  );
}

/** Marks the notice read once per visit, when it is unread (the server answers the new unread count). */
function useMarkRead(notice: Notice | undefined) {
  const { mutate } = useConfirmNotification();
  const sent = useRef<number | null>(null);
  useEffect(() => {
    if (!notice || notice.is_read || sent.current === notice.id) return;
    sent.current = notice.id;
    // A failure only leaves it unread: the next visit tries again.
    mutate(notice.id, { onError: (e) => console.error('お知らせの既読登録に失敗しました', e) });
  }, [notice, mutate]);
}

function NoticeView({ notice }: { notice: Notice }) {
  const link = sanitizeRedirect(notice.link_path);
  return (
    <article>
      <DocumentTitle title={notice.title} />
      <Card>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-500">
          <CategoryBadge category={notice.category} />
          <time dateTime={notice.published_at}>{formatDateTime(notice.published_at)}</time>
        </div>
        <h1 className="mt-3 text-xl font-bold break-words text-slate-900 sm:text-2xl">{notice.title}</h1>
        <div className="mt-5 border-t border-slate-100 pt-5 text-[15px] leading-8 break-words whitespace-pre-wrap text-slate-800">
          {notice.body}
        </div>
        {link ? (
          <div className="mt-6">
            <ButtonLink to={link} className="w-full sm:w-auto">
              関連するページを開く
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          </div>
        ) : null}
      </Card>
      <div className="mt-6 flex justify-center">
        <ButtonLink to={paths.notifications()} variant="secondary" className="w-full sm:w-72">
          お知らせ一覧に戻る
        </ButtonLink>
      </div>
    </article>
  );
}

/** /notifications/:id: GET /users/notices/{id}; an unread one is confirmed (read) on open. */
export function Component() {
  const id = parseId(useParams().id);
  const query = useQuery({ ...noticeQueryOptions(id ?? 0), enabled: id !== null });
  useMarkRead(query.data);

  if (id === null || (query.isError && isApiError(query.error) && query.error.httpStatus === 404)) return <NotFound />;
  return (
    <>
      <BackLink />
      {query.isPending ? (
        <Card flush>
          <ListLoading label="お知らせを読み込み中です" />
        </Card>
      ) : query.isError ? (
        <Card flush>
          <DocumentTitle title="お知らせ" />
          <ListError
            message="お知らせを取得できませんでした。時間をおいて再度お試しください。"
            onRetry={() => void query.refetch()}
          />
        </Card>
      ) : (
        <NoticeView notice={query.data} />
      )}
    </>
  );
}
