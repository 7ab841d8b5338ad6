import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { countdownWords, formatCountdown } from '../exam-format';

const ANNOUNCE_AT = [300, 60];

/**
 * The time left, from the server's deadline (the device's clock corrected by the offset to the
 * server's). Announces five minutes and one minute left; calls onElapsed once at zero.
 */
export function ExamCountdown({
  deadlineAt,
  offsetMs,
  onElapsed,
}: {
  deadlineAt: string;
  offsetMs: number;
  onElapsed: () => void;
}) {
  const { i18n, _ } = useLingui();
  const left = () => (Date.parse(deadlineAt) - (Date.now() + offsetMs)) / 1000;
  const [seconds, setSeconds] = useState(left);
  const [announcement, setAnnouncement] = useState('');
  const elapsed = useRef(false);
  const announced = useRef(new Set<number>());
  const callback = useRef(onElapsed);
  useEffect(() => {
    callback.current = onElapsed;
  });

  useEffect(() => {
    const tick = () => {
      const now = (Date.parse(deadlineAt) - (Date.now() + offsetMs)) / 1000;
      setSeconds(now);
      for (const mark of ANNOUNCE_AT) {
        if (now <= mark && now > 0 && !announced.current.has(mark)) {
          announced.current.add(mark);
          setAnnouncement(countdownWords(now, i18n));
        }
      }
      if (now <= 0 && !elapsed.current) {
        elapsed.current = true;
        setAnnouncement(i18n._('exam.countdown.timeUp'));
        callback.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadlineAt, offsetMs, i18n]);

  const low = seconds <= 60;
  return (
    <div className="flex items-center gap-2">
      <span className="text-sm font-medium text-slate-700" id="time-left-label">
        {_('exam.countdown.label')}
      </span>
      <span
        role="timer"
        aria-labelledby="time-left-label"
        className={`font-mono text-2xl font-bold ${low ? 'text-red-700' : 'text-brand-900'}`}
      >
        {formatCountdown(seconds)}
      </span>
      <span className="sr-only" aria-live="assertive">
        {announcement}
      </span>
    </div>
  );
}
