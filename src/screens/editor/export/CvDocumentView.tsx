import type { CvBlock, CvEntry, CvLayout, CvRow } from '@/lib/cv/export/layout';

/**
 * The CV as a plain document (one column, real text), drawn from the export layout shared with the DOCX
 * writer. Only print.css styles it: it is what Download PDF prints.
 */
export function CvDocumentView({ layout }: { layout: CvLayout }) {
  return (
    <>
      <header className="cv-doc__header">
        {layout.name && <h1 className="cv-doc__name">{layout.name}</h1>}
        {layout.headline && <p className="cv-doc__headline">{layout.headline}</p>}
        {layout.contacts.map((line) => (
          <p key={line} className="cv-doc__contact">
            {line}
          </p>
        ))}
        {layout.links.map((link) => (
          <p key={`${link.label}:${link.display}`} className="cv-doc__contact">
            {link.label && `${link.label}: `}
            {link.href ? <a href={link.href}>{link.display}</a> : link.display}
          </p>
        ))}
      </header>
      {layout.sections.map((section) => (
        <section key={section.key} className="cv-doc__section" data-section={section.key}>
          <h2 className="cv-doc__heading">{section.heading}</h2>
          <Block block={section.block} />
        </section>
      ))}
    </>
  );
}

function Block({ block }: { block: CvBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p className="cv-doc__paragraph">{block.text}</p>;
    case 'bullets':
      return <Bullets items={block.items} />;
    case 'inline':
      return (
        <ul className="cv-doc__inline">
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
    case 'entries':
      return (
        <div className="cv-doc__entries">
          {block.entries.map((entry, index) => (
            <Entry key={index} entry={entry} />
          ))}
        </div>
      );
  }
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="cv-doc__bullets">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

function Row({ row, className }: { row: CvRow; className: string }) {
  return (
    <p className={className}>
      <span className="cv-doc__row-text">{row.text}</span>
      {row.dates && <span className="cv-doc__dates">{row.dates}</span>}
    </p>
  );
}

function Entry({ entry }: { entry: CvEntry }) {
  return (
    <div className="cv-doc__entry" data-strong={entry.strong || undefined}>
      <Row row={entry.head} className="cv-doc__row cv-doc__row--head" />
      {entry.rows.map((row, index) => (
        <Row key={index} row={row} className="cv-doc__row" />
      ))}
      {entry.summary && <p className="cv-doc__paragraph">{entry.summary}</p>}
      {entry.bullets.length > 0 && <Bullets items={entry.bullets} />}
    </div>
  );
}
