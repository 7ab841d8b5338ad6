import { Link } from 'react-router';
import { useSite } from '../../features/content/site';
import { PageHeader } from './page-header';

const STATS = [
  { figure: '33+', label: 'years of experience' },
  { figure: '125+', label: 'successful projects' },
  { figure: '52+', label: 'happy clients' },
] as const;

/** About: who we are, with the three figures of the specification. */
export function AboutPage() {
  const site = useSite();
  return (
    <>
      <PageHeader eyebrow="About Us" title={`About ${site.instituteName}`}>
        <p>
          For more than three decades we have taught computers and vocational skills to students
          from towns and villages, in small batches and in their own language.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <dl className="grid gap-6 sm:grid-cols-3">
          {STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
            >
              <dt className="text-slate-700 capitalize">{stat.label}</dt>
              <dd className="order-first text-4xl font-bold text-brand-800">{stat.figure}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          <section>
            <h2 className="text-2xl font-bold text-brand-900">What we teach</h2>
            <p className="mt-3 text-slate-700">
              Short certificate courses in office software, accounting with Tally Prime and GST,
              typing in English and Hindi, programming and design; one- and two-year diplomas in
              computer applications, hardware and networking, and health care; and graded advance
              diplomas in fine art, dance, music, yoga and more.
            </p>
          </section>
          <section>
            <h2 className="text-2xl font-bold text-brand-900">How we work</h2>
            <p className="mt-3 text-slate-700">
              Every centre of our network follows the same syllabus and examinations, and every
              certificate we issue carries a number that employers can verify. Our teachers know
              their students by name, and the library and computer lab are open to every student.
            </p>
          </section>
        </div>
        <p className="mt-10">
          <Link
            to="/course"
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            See our courses
          </Link>
        </p>
      </div>
    </>
  );
}
