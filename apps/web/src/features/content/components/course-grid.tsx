import type { CourseCard as Card } from '@institute/shared/content/content';
import { CourseCard } from './course-card';

/** The responsive grid of course cards: one column small, about 45% medium, 30% large. */
export function CourseGrid({
  cards,
  onBuyNow,
}: {
  cards: readonly Card[];
  onBuyNow: (card: Card) => void;
}) {
  return (
    <div className="flex flex-wrap justify-center gap-6">
      {cards.map((card, i) => (
        <CourseCard key={card.id} card={card} eager={i < 3} onBuyNow={onBuyNow} />
      ))}
    </div>
  );
}
