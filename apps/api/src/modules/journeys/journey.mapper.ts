import { Journey, Level } from '@markwise/contract';
import type { Level as LevelRow } from '@markwise/db';
import type { JourneyWithLevels } from '../../data/catalogue/journeys.repository.js';

/** The only ways journeys and levels leave the API: through the contract's allow-lists. */
export function toLevel(row: LevelRow): Level {
  return Level.parse(levelFields(row));
}

export function toJourney(row: JourneyWithLevels): Journey {
  return Journey.parse({
    _id: row.id,
    subjectId: row.subjectId,
    title: row.title,
    // The repository hands the levels over sorted by order.
    levels: row.levels.map(levelFields),
  });
}

function levelFields(row: LevelRow) {
  return {
    _id: row.id,
    title: row.title,
    order: row.order,
    type: row.type,
    xp_required_to_unlock: row.xpRequiredToUnlock,
    xpReward: row.xpReward,
    questionPaperId: row.questionPaperId,
  };
}
