export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__brand">
          Shata brings event planners, caterers and photographers to the customers who need them.
        </p>
        <p className="site-footer__copyright">© {new Date().getFullYear()} Shata</p>
      </div>
    </footer>
  );
}
