/** React 19 hoists <title> into <head>. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} | 請求書カード払い`}</title>;
}
