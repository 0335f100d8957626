/** The spinner a page shows while its code loads (plain markup: the sign-in page has no antd). */
export function PageSpinner() {
  return (
    <div className="page-fallback">
      <span className="dp-spinner" role="progressbar" />
    </div>
  );
}
