import { describe, expect, test } from 'vitest';
import { Placement } from '../../../src/server/cv-parse/structure/lines.ts';
import { splitSections } from '../../../src/server/cv-parse/structure/sections.ts';
import { parseSkills } from '../../../src/server/cv-parse/structure/skills.ts';
import { plainLine, type TextLine } from '../../../src/server/cv-parse/types.ts';

const skills = (lines: TextLine[], spoken: unknown[] = []) => parseSkills(lines, new Placement(), spoken as never);
const one = (text: string) => skills([plainLine(text)]);

describe('skills in brackets', () => {
  test.each([
    // A language's libraries are skills of their own; a level or a lower-case remark in brackets is not.
    ['Python (Django, FastAPI, Flask), R(ggplot2, dplyr)', ['Python', 'Django', 'FastAPI', 'Flask', 'R', 'ggplot2', 'dplyr']],
    ['Shell (Bash/Zsh), LaTeX(Overleaf/R Markdown)', ['Shell', 'Bash', 'Zsh', 'LaTeX', 'Overleaf', 'R Markdown']],
    ['Kotlin (Familiar); Rust (Novice), Linux (cluster experience)', ['Kotlin', 'Rust', 'Linux']],
    ['Clojure (Compojure, Ring) 1+ yrs', ['Clojure', 'Compojure', 'Ring']],
    // One name in brackets is read as written.
    ['Python (pandas)', ['Python (pandas)']],
    ['Python (Pandas, NumPy. etc.)', ['Python', 'Pandas', 'NumPy']],
    // A product's parts, an acronym, a capitalised phrase: one skill named in full.
    ['Excel (VBA, Power Query), Data Tracking (SIMS)', ['Excel (VBA, Power Query)', 'Data Tracking (SIMS)']],
    // However many parts a name that is no programming language lists, they are written with it as one skill.
    ['AWS (EC2, S3, Lambda, IAM), Linux (Ubuntu, Debian, Arch)', ['AWS (EC2, S3, Lambda, IAM)', 'Linux (Ubuntu, Debian, Arch)']],
    ['Machine Learning (Regression, Clustering, Neural Networks)', ['Machine Learning (Regression, Clustering, Neural Networks)']],
    ['Database Systems (Optimizer and Query Execution)', ['Database Systems (Optimizer and Query Execution)']],
    // The parts listed in brackets do not make a name too long to be a skill.
    ['Cloud: AWS (ECS Fargate, EC2, S3, RDS, ElastiCache, WAF, IAM, CloudFront, Secrets Manager) · Azure', ['AWS (ECS Fargate, EC2, S3, RDS, ElastiCache, WAF, IAM, CloudFront, Secrets Manager)', 'Azure']],
    // A bracketed list on its own (under the language it belongs to, in a grid's column) is skills of its own.
    ['(FastAPI, Flask , Django)', ['FastAPI', 'Flask', 'Django']],
  ])('%s', (text, expected) => {
    expect(one(text)).toEqual(expected);
  });
});

describe('skills written in a sentence', () => {
  test.each([
    [
      'Project Management and Supply Chain, along with front end web development skills in Html5, Css3, and Github.',
      ['Project Management', 'Supply Chain', 'Html5', 'Css3', 'Github'],
    ],
    ['Java, Python with practical project experience, and many languages for fun such as Haskell, Ruby', ['Java', 'Python', 'Haskell', 'Ruby']],
    // Short halves of 'and' stay one skill except at a list's end; a remark needs two words.
    ['Research and Development', ['Research and Development']],
    ['Design for manufacture, Prototyping', ['Design for manufacture', 'Prototyping']],
  ])('%s', (text, expected) => {
    expect(one(text)).toEqual(expected);
  });

  test('sentences that tell of skills give the names in them; other sentences stay for review', () => {
    const lines = [
      plainLine('Have used Java, Python and C professionally. I maintained a pipeline using Jenkins, scripting with Groovy.'),
      plainLine('Python for scripting and web development (using Django).'),
      plainLine('Well-versed in Ruby, Ruby on Rails. Familiarity with JavaScript (React) and VBA-based spreadsheets.'),
      plainLine('Can run an agile project well, including delivery, planning and reporting to the board.'),
    ];
    const placement = new Placement();
    expect(parseSkills(lines, placement)).toEqual(['Java', 'Python', 'C', 'Jenkins', 'Groovy', 'Django', 'Ruby', 'Ruby on Rails', 'JavaScript (React)', 'VBA']);
    expect(lines.map((l) => placement.has(l))).toEqual([true, true, true, false]);
  });

  test('a skill named before sentences describing it is the skill; the names in the description only tell of it', () => {
    const lines = [
      plainLine('Erlang - building services and fixing legacy code. I used Riak and Mnesia as databases.', { bullet: true }),
      plainLine('JavaScript - ES6 for the logic of the mobile client, built on', { bullet: true }),
      plainLine('Cordova. Used technologies: React, Redux, Webpack.', { wrap: 2 }),
      plainLine('Python Data Stack: Deep experience with tools such as NumPy, Pandas and Matplotlib.', { bullet: true }),
      plainLine('Web Data Science: Experience working with HTML, CSS and D3.js.', { bullet: true }),
      plainLine('Languages: Python, Go, Rust', { bullet: true }),
    ];
    expect(skills(lines)).toEqual(['Erlang', 'JavaScript', 'Python Data Stack', 'Web Data Science', 'Python', 'Go', 'Rust']);
  });

  test('a kind of skill over a sentence, or a label over a list, is no skill described', () => {
    expect(one('Databases: Experience with PostgreSQL and Redis at scale.')).toEqual(['PostgreSQL', 'Redis']);
    expect(one('Scoppy & WaveForms: Signal simulation, acquisition, and analysis')).toEqual(['Signal simulation', 'acquisition', 'analysis']);
  });

  test('an account in the first person and a dated note are no skills, and stay for review', () => {
    const lines = [plainLine('Go, Rust'), plainLine('I have led teams of developers and I am proud of my work'), plainLine('Last Updated on October 9, 2024')];
    const placement = new Placement();
    expect(parseSkills(lines, placement)).toEqual(['Go', 'Rust']);
    expect(lines.map((l) => placement.has(l))).toEqual([true, false, false]);
  });

  test('a level or a percentage of its own is no skill', () => {
    expect(skills([plainLine('75%'), plainLine('Linux'), plainLine('Python | Expert'), plainLine('Go | 4/5')])).toEqual(['Linux', 'Python', 'Go']);
  });

  test('a level on a line of its own, set like the name over the keywords, stays for review', () => {
    const lines = [
      plainLine('Digital Asset Management', { bold: true }),
      plainLine('Expert'),
      plainLine('Digital Asset Strategy, Team Leadership', { size: 0.85 }),
    ];
    const placement = new Placement();
    expect(parseSkills(lines, placement)).toEqual(['Digital Asset Management', 'Digital Asset Strategy', 'Team Leadership']);
    expect(lines.map((l) => placement.has(l))).toEqual([true, false, true]);
  });

  test('a rating in dots after each skill', () => {
    expect(one('lovely•4 narcissistic•3')).toEqual(['lovely', 'narcissistic']);
  });
});

describe('skill labels', () => {
  test.each([
    ['Programming Languages - Python, C++', ['Python', 'C++']],
    ['ML Frameworks - TensorFlow', ['TensorFlow']],
    ['Familiar on Web and Database Technologies: ASP.NET Core, MySQL', ['ASP.NET Core', 'MySQL']],
    // A level after a dash is the level rule's; pairs of 'area - skill' are no label.
    ['Python - Expert', ['Python']],
  ])('%s', (text, expected) => {
    expect(one(text)).toEqual(expected);
  });

  test('a label column run into the list is dropped when several rows start with one', () => {
    const lines = ['Programming Python, R, SQL.', 'Soft Skills Time Management, Teamwork.'].map((t) => plainLine(t));
    expect(skills(lines)).toEqual(['Python', 'R', 'SQL', 'Time Management', 'Teamwork']);
    expect(skills([plainLine('Web Development, Testing')])).toEqual(['Web Development', 'Testing']);
  });

  test('a lone label cell that only names a kind of skill', () => {
    const row: TextLine = { ...plainLine('Tools and Frameworks | Linux, Git'), cells: [{ text: 'Tools and Frameworks', x: 0 }, { text: 'Linux, Git', x: 100 }] };
    expect(skills([row])).toEqual(['Linux', 'Git']);
    const developer: TextLine = { ...plainLine('Developer Tools | Vim, Make'), cells: [{ text: 'Developer Tools', x: 0 }, { text: 'Vim, Make', x: 100 }] };
    expect(skills([developer])).toEqual(['Vim', 'Make']);
  });

  test('two label–list pairs on a row (moderncv): the second label, run into its list, goes too', () => {
    const cells = (texts: string[]): TextLine => ({ ...plainLine(texts.join(' | ')), cells: texts.map((text, i) => ({ text, x: i * 100 })) });
    const rows = [cells(['OS', 'Linux, Unix, Windows', 'administration Apache, Mailman']), cells(['web design', 'XHTML, CSS', 'database MySQL, PostgreSQL'])];
    expect(skills(rows)).toEqual(['Linux', 'Unix', 'Windows', 'Apache', 'Mailman', 'XHTML', 'CSS', 'MySQL', 'PostgreSQL']);
  });

  test('a second label printed as the first one was, with its colon or dash, goes as well', () => {
    expect(one('Working Knowledge: Go, Terraform, Git | Basic Knowledge: Rust, Kotlin')).toEqual(['Go', 'Terraform', 'Git', 'Rust', 'Kotlin']);
    expect(one('Front End: Vue, Sass | Databases - Redis, SQLite')).toEqual(['Vue', 'Sass', 'Redis', 'SQLite']);
  });

  test('a group label is a skill when it names one, not when it names a kind', () => {
    const lines = [
      plainLine('Java', { size: 1.5 }),
      plainLine('~ Hibernate ~ Gradle'),
      plainLine('Databases', { size: 1.5 }),
      plainLine('~ MySQL ~ Solr'),
      plainLine('Instruments', { size: 1.5 }),
      plainLine('~ Eyelink'),
    ];
    expect(skills(lines)).toEqual(['Java', 'Hibernate', 'Gradle', 'MySQL', 'Solr', 'Eyelink']);
  });

  test('a field named in larger type over one item a line names a group, not a skill; a one-word name heads its own', () => {
    const lines = [
      plainLine('Machine Learning & AI', { size: 1.1, bold: true }),
      plainLine('Deep Learning'),
      plainLine('Anomaly Detection'),
      plainLine('Styling/layout', { size: 1.1, bold: true }),
      plainLine('CSS Grid'),
      plainLine('Angular', { size: 1.1, bold: true }),
      plainLine('RxJS'),
    ];
    expect(skills(lines)).toEqual(['Deep Learning', 'Anomaly Detection', 'CSS Grid', 'Angular', 'RxJS']);
    // Over a description, the larger name is the skill the description is about.
    const described = [plainLine('Web Design', { size: 1.5 }), plainLine('Designed sites for small firms.'), plainLine('Git')];
    expect(skills(described)).toContain('Web Design');
  });

  test('a spoken language labelling its test scores goes to the languages', () => {
    const spoken: unknown[] = [];
    expect(skills([plainLine('Tools: Git'), plainLine('English: IELTS 7.5, TOEFL 106')], spoken)).toEqual(['Git']);
    expect(spoken).toEqual([{ name: 'English', level: 'IELTS 7.5, TOEFL 106' }]);
  });
});

describe('wrapped skill lists', () => {
  test('a row of glyph-separated items under another starts a new item', () => {
    const lines = [plainLine('Java • Shell • Javascript'), plainLine('OCaml • Matlab', { wrap: 1 })];
    expect(skills(lines)).toEqual(['Java', 'Shell', 'Javascript', 'OCaml', 'Matlab']);
    // A short tail under a full row ends the row's last item.
    const tail = [plainLine('TypeScript · Redis · Azure · Kafka · System'), plainLine('Design · C#', { wrap: 1 })];
    expect(skills(tail)).toEqual(['TypeScript', 'Redis', 'Azure', 'Kafka', 'System Design', 'C#']);
  });

  test('a capitalised name hyphenated at the line end is one word again', () => {
    const lines = [plainLine('Stream Processing, Key-Value Storage Sys-'), plainLine('tems, File Systems', { wrap: 2 })];
    expect(skills(lines)).toEqual(['Stream Processing', 'Key-Value Storage Systems', 'File Systems']);
  });

  test('a tight row that opens with its own label is a new group', () => {
    const lines = [plainLine('Frameworks - Django, Flask'), plainLine('DBMS - Mysql, Oracle', { wrap: 2 })];
    expect(skills(lines)).toEqual(['Django', 'Flask', 'Mysql', 'Oracle']);
  });

  test('a sidebar list running on into the main column stops at the other column', () => {
    const lines = [plainLine('html, css', { x: 40 }), plainLine('python', { x: 48 }), plainLine('Captain', { x: 495, size: 1.25, bold: true }), plainLine('Lead', { x: 284 })];
    const placement = new Placement();
    expect(parseSkills(lines, placement)).toEqual(['html', 'css', 'python']);
    expect(placement.has(lines[2]!)).toBe(false);
  });

  test('a second column of the list in the same type is read', () => {
    const lines = [plainLine('Brand strategy', { x: 93, bullet: true }), plainLine('Budget management', { x: 317, bullet: true, gapBefore: true })];
    expect(skills(lines)).toEqual(['Brand strategy', 'Budget management']);
  });
});

describe('items wrapped without a sign from the layout', () => {
  test('a row opening with a bracket finishes the item above before its own glyph-separated items', () => {
    const lines = [plainLine('Cloud: AWS · Terraform · Azure'), plainLine('(Databricks, Azure SQL, ADLS) · Docker · Linux', { wrap: 2 })];
    expect(skills(lines)).toEqual(['AWS', 'Terraform', 'Azure (Databricks, Azure SQL, ADLS)', 'Docker', 'Linux']);
  });

  test('an unbulleted row under a bulleted item cut without a separator goes on with it', () => {
    const lines = [
      plainLine('Software: Eclipse IDE, Visual Studio, GTK', { bullet: true, x: 108 }),
      plainLine('Toolkit, Qt Toolkit, OpenGL', { x: 108 }),
      plainLine('Platforms: Windows, Linux', { bullet: true, x: 108 }),
    ];
    expect(skills(lines)).toEqual(['Eclipse IDE', 'Visual Studio', 'GTK Toolkit', 'Qt Toolkit', 'OpenGL', 'Windows', 'Linux']);
    // A row ended by a separator, or a row set elsewhere, is no such tail.
    const ended = [plainLine('Software: Eclipse, GTK,', { bullet: true, x: 108 }), plainLine('Toolkit, OpenGL', { x: 108 })];
    expect(skills(ended)).toEqual(['Eclipse', 'GTK', 'Toolkit', 'OpenGL']);
  });
});

describe('a bulleted item wrapped under its text', () => {
  test('an unbulleted row indented under a bulleted item goes on with it', () => {
    const lines = [
      plainLine('Frontend: HTML5, CSS3, React.js, Tailwind CSS, Framer', { bullet: true, x: 90 }),
      plainLine('Motion, Material UI', { x: 108 }),
      plainLine('Mobile: Flutter, Kotlin', { bullet: true, x: 90 }),
    ];
    expect(skills(lines)).toEqual(['HTML5', 'CSS3', 'React.js', 'Tailwind CSS', 'Framer Motion', 'Material UI', 'Flutter', 'Kotlin']);
  });
});

describe('skill grids', () => {
  const row = (texts: Array<[number, string]>, bullet = false): TextLine => ({
    ...plainLine(texts.map((t) => t[1]).join(' | '), { x: texts[0]![0], bullet }),
    cells: texts.map(([x, text]) => ({ text, x })),
  });

  test('a grid is read column by column, items wrapping onto the rows below', () => {
    const lines = [
      row([[60, 'Programming:'], [227, 'Delivery:'], [377, 'Methods:']]),
      row([[60, 'Go'], [227, '• Continuous Delivery (ArgoCD,'], [377, '• Agile']], true),
      row([[60, 'C++ (STL, Boost)'], [234, 'Jenkins-X, Jenkins)'], [377, '• Kanban']], true),
      row([[60, 'Python'], [227, '• Git']], true),
    ];
    const placement = new Placement();
    expect(parseSkills(lines, placement)).toEqual(['Go', 'C++', 'STL', 'Boost', 'Python', 'Continuous Delivery (ArgoCD, Jenkins-X, Jenkins)', 'Git', 'Agile', 'Kanban']);
    expect(lines.every((l) => placement.has(l))).toBe(true);
  });

  test('a line of one cell set left of the grid joins its first column', () => {
    const lines = [
      row([[60, 'Python'], [227, 'Docker'], [377, 'Git']]),
      row([[60, 'Go'], [227, 'Kubernetes'], [377, 'Jira']]),
      row([[60, 'Rust'], [227, 'Terraform'], [377, 'Figma']]),
      row([[40, 'Bash']]),
    ];
    expect(skills(lines)).toEqual(['Python', 'Go', 'Rust', 'Bash', 'Docker', 'Kubernetes', 'Terraform', 'Git', 'Jira', 'Figma']);
  });

  test('a bold row of headings over a grid names its columns and gives no skills', () => {
    const headings = { ...row([[0, 'Front-End'], [0, 'Back End'], [0, 'Version Control']]), bold: true, size: 1.3 };
    const lines = [headings, row([[0, 'JavaScript'], [0, 'PHP / Composer'], [0, 'Git']]), row([[0, 'CSS / SASS'], [0, 'Node.js'], [0, 'Jira']])];
    const placement = new Placement();
    expect(parseSkills(lines, placement)).toEqual(['JavaScript', 'PHP / Composer', 'Git', 'CSS / SASS', 'Node.js', 'Jira']);
    expect(placement.has(headings)).toBe(true);
  });

  test('skills named in larger type over sentences describing them stay skills', () => {
    const names = { ...row([[0, 'Web Design'], [0, 'Project Direction']]), size: 1.3 };
    const described = [names, row([[0, 'Designed sites for'], [0, 'Led teams of five']]), row([[0, 'small firms.'], [0, 'on client projects.']])];
    expect(skills(described).slice(0, 2)).toEqual(['Web Design', 'Project Direction']);
  });

  test('a bold row of names over their tools keeps the names as skills', () => {
    const names = { ...row([[0, 'Java'], [0, 'Python']]), bold: true };
    expect(skills([names, row([[0, 'Spring'], [0, 'Django']])])).toEqual(['Java', 'Python', 'Spring', 'Django']);
  });

  test('rows of a label column beside lists are read row by row', () => {
    const lines = [
      row([[40, 'Finance'], [160, 'Excel, SAP']]),
      row([[40, 'Reporting'], [160, 'Power BI, Tableau']]),
      row([[40, 'Coding'], [160, 'SQL, Python']]),
    ];
    expect(skills(lines)).toEqual(['Excel', 'SAP', 'Power BI', 'Tableau', 'SQL', 'Python']);
  });
});

describe('skills sections', () => {
  const kinds = (lines: TextLine[]) => splitSections(lines).map((s) => [s.kind, s.lines.map((l) => l.text)]);

  test("a labelled line's wrapped tail stays with it", () => {
    const lines = [plainLine('EDUCATION'), plainLine('BSc Engineering'), plainLine('Tools: Eclipse, Matlab,'), plainLine('Git, Arduino', { wrap: 2 }), plainLine('Thesis on sensors')];
    expect(kinds(lines)).toEqual([
      ['header', []],
      ['education', ['BSc Engineering']],
      ['skills', ['Eclipse, Matlab,', 'Git, Arduino']],
      ['education', ['Thesis on sensors']],
    ]);
  });

  test("'Languages: C, Java' outside Skills lists programming languages", () => {
    const lines = [plainLine('EDUCATION'), plainLine('BSc Engineering'), plainLine('Languages: C, Java, PHP')];
    expect(kinds(lines)[2]).toEqual(['skills', ['C, Java, PHP']]);
  });

  test('a one-word heading in much smaller type is a group inside Skills, not a section', () => {
    const lines = [plainLine('Skills', { size: 2.5 }), plainLine('Web', { size: 1.5 }), plainLine('~ HTML ~ CSS'), plainLine('Languages', { size: 2.5 }), plainLine('~ Polish (native)')];
    expect(kinds(lines).map((k) => k[0])).toEqual(['header', 'skills', 'languages']);
  });

  test("'Programming' and 'Technology Stack :-' head skills", () => {
    expect(kinds([plainLine('programming', { bold: true, size: 1.4 }), plainLine('Python, C++')])[1]).toEqual(['skills', ['Python, C++']]);
    const stack = [plainLine('SUMMARY'), plainLine('Built web apps.'), plainLine('Technology Stack :-', { gapBefore: true }), plainLine('Python, C++')];
    expect(kinds(stack)).toContainEqual(['skills', ['Python, C++']]);
  });
});

describe('skills between spaced dashes and descriptions in a grid', () => {
  test('short names between spaced dashes are a list', () => {
    expect(one('Rust - JavaScript - Node.js - WebAssembly - AWS')).toEqual(['Rust', 'JavaScript', 'Node.js', 'WebAssembly', 'AWS']);
  });
  test('one dash before a level still rates the skill before it', () => {
    expect(one('Python - Expert')).toEqual(['Python']);
  });
  test('a description wrapped under each skill of a grid names no skill', () => {
    const row = (cells: string[]): TextLine => {
      const line = plainLine(cells.join(' | '));
      return { ...line, cells: cells.map((text, i) => ({ text, x: 100 + 120 * i })), x: 100 };
    };
    const lines = [
      row(['Web Design', 'Interface Design', 'Git']),
      row(['Assertively exploit wireless', 'Credibly streamline', 'npm']),
      row(['initiatives rather than', 'mission-critical value with', 'webpack']),
      row(['synergistic core competencies.', 'multifunctional functionalities.', 'yarn']),
    ];
    expect(skills(lines)).toEqual(['Web Design', 'Interface Design', 'Git', 'npm', 'webpack', 'yarn']);
  });
});

describe('skills joined by spaced slashes', () => {
  test('four or more names between spaced slashes are a list, wrapped or not', () => {
    const wrapped = [plainLine('Adobe Photoshop / Adobe Premiere Pro / HTML / CSS /'), plainLine('AutoCAD / Photo & Video Editing / Microsoft Office', { wrap: 2 })];
    expect(skills(wrapped)).toEqual(['Adobe Photoshop', 'Adobe Premiere Pro', 'HTML', 'CSS', 'AutoCAD', 'Photo & Video Editing', 'Microsoft Office']);
    expect(one('HTML / CSS, SCSS / JS, NodeJS / Java')).toEqual(['HTML', 'CSS', 'SCSS', 'JS', 'NodeJS', 'Java']);
  });
  test('a pair or three, and slashes inside brackets, stay one skill as listed', () => {
    expect(one('HTML / CSS / JavaScript')).toEqual(['HTML / CSS / JavaScript']);
    expect(one('C / C++, Python')).toEqual(['C / C++', 'Python']);
    expect(one('AWS (EC2 / S3 / Lambda / RDS)')).toEqual(['AWS (EC2 / S3 / Lambda / RDS)']);
    // Counted cell by cell in a table row: three pairs are no list of six.
    expect(one('JavaScript | REST / MySQL | React / Redux | Wireframing / UML')).toEqual(['JavaScript', 'REST / MySQL', 'React / Redux', 'Wireframing / UML']);
  });
});

describe('a level printed after a skill', () => {
  test('a level after the colon rates the skill before it, which is no label', () => {
    // How Europass's digital skills print: one bulleted skill a line, its level after a colon.
    const lines = ['VHDL: Basic level', 'C/C++: Intermediate level', 'Excel – intermediate', 'Git: Advanced knowledge', 'Microsoft Office: Word, PowerPoint'];
    expect(skills(lines.map((t) => ({ ...plainLine(t), bullet: true })))).toEqual(['VHDL', 'C/C++', 'Excel', 'Git', 'Word', 'PowerPoint']);
  });
  test('levels after colons in a list, and a rating in dots, are no part of the names', () => {
    expect(one('Python: Advanced, SQL: Intermediate, AutoCAD: very good')).toEqual(['Python', 'SQL', 'AutoCAD']);
    expect(skills([plainLine('Java ●●●●○'), plainLine('Photoshop ★ ★ ★ ☆ ☆')])).toEqual(['Java', 'Photoshop']);
  });
});

describe('a label printed with its colon', () => {
  test('leaves the first skill whole where other rows run their labels in', () => {
    const lines = ['Soft Skills Time Management, Teamwork', 'Programming Python, Rust', 'Core Knowledge: Data Structures, DBMS', 'AI/ML: ML Basics, CNN'];
    expect(skills(lines.map((t) => plainLine(t)))).toEqual(['Time Management', 'Teamwork', 'Python', 'Rust', 'Data Structures', 'DBMS', 'ML Basics', 'CNN']);
  });
});

describe('a one-item row set bold among labelled rows', () => {
  test('keeps its item: its label is beside it, not over the next row', () => {
    // A row of one short item is mostly its bold label, so the whole row reads bold.
    const lines = [
      plainLine('Databases: PostgreSQL, MongoDB, Redis', { bullet: true }),
      plainLine('Statistics: SPSS', { bullet: true, bold: true }),
      plainLine('Web servers: Apache httpd, nginx', { bullet: true }),
    ];
    expect(skills(lines)).toEqual(['PostgreSQL', 'MongoDB', 'Redis', 'SPSS', 'Apache httpd', 'nginx']);
  });
});

describe('spoken languages among the skills', () => {
  test('a languages label run into a list of spoken languages names languages, not skills', () => {
    const spoken: unknown[] = [];
    const lines = ['Frameworks React, Django', 'Programming Haskell, Rust', 'Languages Swahili, English, Kamba'].map((t) => plainLine(t));
    expect(skills(lines, spoken)).toEqual(['React', 'Django', 'Haskell', 'Rust']);
    expect(spoken).toEqual([
      { name: 'Swahili', level: '' },
      { name: 'English', level: '' },
      { name: 'Kamba', level: '' },
    ]);
  });
  test('levels come with them; programming languages under the same label stay skills', () => {
    const spoken: unknown[] = [];
    expect(skills([plainLine('Languages: English (native), French (B2)'), plainLine('Languages: Python, Java, English')], spoken)).toEqual(['Python', 'Java', 'English']);
    expect(spoken).toEqual([
      { name: 'English', level: 'native' },
      { name: 'French', level: 'B2' },
    ]);
  });
});

describe('a languages label run into a row of its own', () => {
  test('sends its row to languages though no other row runs a label in', () => {
    const spoken: unknown[] = [];
    const lines = ['Python, SQL, Git, Tableau', 'Spoken Languages English, Hindi (native), Marathi'];
    expect(skills(lines.map((t) => plainLine(t)), spoken)).toEqual(['Python', 'SQL', 'Git', 'Tableau']);
    expect(spoken).toEqual([
      { name: 'English', level: '' },
      { name: 'Hindi', level: 'native' },
      { name: 'Marathi', level: '' },
    ]);
  });
  test('a field named with the word stays a skill', () => {
    expect(one('Natural Language Processing, Computer Vision')).toEqual(['Natural Language Processing', 'Computer Vision']);
  });
});

describe('a label column set flush right', () => {
  test('a row starting among the run-in labels has a one-word label too', () => {
    const rows: Array<[string, number]> = [
      ['Frameworks Flask, Sinatra, Spring', 42],
      ['DevOps Docker, Kubernetes', 67],
      ['Workflow Agile Development, Scrum, GitFlow', 54],
      ['Data numpy, scipy, Pandas', 80],
    ];
    expect(skills(rows.map(([t, x]) => plainLine(t, { x })))).toEqual(['Flask', 'Sinatra', 'Spring', 'Docker', 'Kubernetes', 'Agile Development', 'Scrum', 'GitFlow', 'numpy', 'scipy', 'Pandas']);
  });
  test('rows set flush left keep their first words', () => {
    const rows = ['Frameworks Flask, Sinatra', 'DevOps Docker, Kubernetes', 'Agile Development, Scrum'];
    expect(skills(rows.map((t) => plainLine(t, { x: 40 })))).toEqual(['Flask', 'Sinatra', 'Docker', 'Kubernetes', 'Agile Development', 'Scrum']);
  });
});

describe('web addresses in the skills column', () => {
  test("a web address, bare or after its site's name, is a link of the person's and is left for the links reader", () => {
    const lines = [plainLine('Python, SQL'), plainLine('https://github.com/jdoe'), plainLine('GitHub - https://github.com/jdoe?tab=repositories'), plainLine('www.jdoe.dev')];
    const placement = new Placement();
    expect(parseSkills(lines, placement, [])).toEqual(['Python', 'SQL']);
    expect(lines.slice(1).some((l) => placement.has(l))).toBe(false);
    // A name with a dot in it is no address.
    expect(one('ASP.NET/C#, Node.js')).toEqual(['ASP.NET/C#', 'Node.js']);
  });
});
