extension HTMLReporter {
    static let css = """
        :root { color-scheme: light dark; --error: #c62828; --warning: #b26a00; --clean: #2e7d32; --muted: #777; }
        body { font: 15px/1.45 -apple-system, system-ui, sans-serif; margin: 0 auto; max-width: 1100px; padding: 0 16px 48px; }
        header h1 { margin-bottom: 4px; } a { color: inherit; }
        .result.error { color: var(--error); font-weight: 600; } .result.warning { color: var(--warning); font-weight: 600; }
        .result.clean { color: var(--clean); font-weight: 600; } .note { color: var(--muted); font-style: italic; }
        nav { position: sticky; top: 0; background: Canvas; padding: 8px 0; display: flex; gap: 16px; flex-wrap: wrap; align-items: center;
              border-bottom: 1px solid #8884; z-index: 2; }
        .rule { border-left: 4px solid var(--muted); padding: 2px 12px; margin: 16px 0; }
        .rule.error { border-color: var(--error); } .rule.warning { border-color: var(--warning); }
        .rule h3 { margin: 4px 0; } .rule .count, .rule .summary, .first, .more { color: var(--muted); }
        .rule ol { padding-left: 20px; } .rule li { margin: 4px 0; }
        table.screens, table.grid { border-collapse: collapse; margin: 12px 0 20px; font-size: 13px; }
        table.screens th, table.screens td, table.grid th, table.grid td { border: 1px solid #8884; padding: 2px 6px; text-align: center; }
        table.screens th[scope=row], table.grid th[scope=row], td.file { text-align: left; font-weight: 400; white-space: nowrap; }
        .cell.error, .mini.error { color: #fff; background: var(--error); } .cell.warning, .mini.warning { color: #000; background: #ffcc66; }
        .cell.clean, .mini.clean { color: var(--clean); } .cell.dim { opacity: 0.2; } .cell a { text-decoration: none; display: block; }
        .finding { border-left: 4px solid var(--muted); padding: 4px 12px; margin: 12px 0; }
        .finding.error { border-color: var(--error); } .finding.warning { border-color: var(--warning); }
        .finding:target { background: #ffeb3b22; }
        .finding h3 { font-size: 15px; margin: 4px 0; } .finding .where { font-weight: 400; color: var(--muted); }
        .finding p { margin: 2px 0; } .fix { font-weight: 600; }
        .badge { font-size: 11px; text-transform: uppercase; padding: 1px 6px; border-radius: 8px; background: var(--muted); color: #fff; }
        .badge.error { background: var(--error); } .badge.warning { background: var(--warning); }
        figure { margin: 8px 0; } .shot { position: relative; max-width: 100%; border: 1px solid #8886; overflow: hidden; }
        .shot img { display: block; width: 100%; height: auto; }
        .box { position: absolute; outline: 3px solid #ff1744; box-shadow: 0 0 0 4000px #ffffffa6; }
        figcaption { font-size: 12px; color: var(--muted); }
        ol.order { columns: 2; font-size: 13px; }

        """

    /// The pages' script: filters (on pages that have them) and what a test in a browser reads back from `<body>`.
    static let pageScript = """
        (function () {
          'use strict';
          var errors = [];
          window.addEventListener('error', function (event) {
            errors.push(String(event.message));
            document.body.setAttribute('data-errors', errors.join(' | '));
          });
          var rule = document.getElementById('rule-filter');
          var category = document.getElementById('category-filter');
          var muted = document.getElementById('show-muted');
          function has(list, item) { return list.split(' ').indexOf(item) >= 0; }
          function apply() {
            var shown = 0;
            document.querySelectorAll('.finding').forEach(function (el) {
              var ok = (!rule.value || el.dataset.rule === rule.value) &&
                       (!category.value || has(el.dataset.categories, category.value)) &&
                       (muted.checked || el.dataset.status === 'active');
              el.hidden = !ok;
              if (ok) { shown += 1; }
            });
            document.querySelectorAll('td.cell').forEach(function (td) {
              var ok = (!category.value || td.dataset.category === category.value) &&
                       (!rule.value || has(td.dataset.rules, rule.value));
              td.classList.toggle('dim', !ok);
            });
            document.getElementById('shown').textContent = shown + ' finding' + (shown === 1 ? '' : 's') + ' shown';
          }
          if (rule && category && muted) {
            [rule, category, muted].forEach(function (el) { el.addEventListener('change', apply); });
            apply();
          }
          window.addEventListener('load', function () {
            // Pictures load lazily; a check in a browser asks for all of them and reports when they are in.
            var images = Array.prototype.slice.call(document.images);
            var pending = images.map(function (img) {
              if (img.complete) { return Promise.resolve(); }
              return new Promise(function (resolve) {
                img.addEventListener('load', resolve);
                img.addEventListener('error', resolve);
                img.loading = 'eager';
              });
            });
            Promise.all(pending).then(function () {
              var loaded = images.filter(function (img) { return img.complete && img.naturalWidth > 0; }).length;
              document.body.setAttribute('data-images', loaded + '/' + images.length);
              document.body.setAttribute('data-cells', String(document.querySelectorAll('td.cell').length));
              document.body.setAttribute('data-ready', 'yes');
            });
          });
        })();

        """
}
