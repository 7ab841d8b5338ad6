import { INSTITUTE_NAME } from '../app/navigation';

export function HomePage() {
  return (
    <section className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-5xl">
          {INSTITUTE_NAME}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">
          Computer and vocational training across a network of centres: certificate, diploma and
          advance diploma courses from one month to two years.
        </p>
      </div>
    </section>
  );
}
