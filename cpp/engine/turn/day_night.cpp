// Day and night (CR 730) and daybound / nightbound (702.145): the game's designation,
// its check in the untap step, and the permanents that follow it.  Only in games
// with a card that has daybound or nightbound (GameState::day_night_rules).
#include "game.h"

namespace mtg {

// CR 730.1: once day or night, the game has exactly one of them from then on.
void Game::SetDayNight(int8_t dn) {
  if (s_.day_night == dn) return;
  s_.day_night = dn;
  dirty();
  CheckDayNight();  // 702.145c, 702.145f: the permanents follow at once
}

void Game::CheckDayNight() {
  Refresh();  // daybound / nightbound as the permanents have them now (613.1f)
  bool day_kw = false, night_kw = false;
  for (ObjId o : s_.battlefield) {
    day_kw |= (s_.keywords[o] & kDaybound) != 0;
    night_kw |= (s_.keywords[o] & kNightbound) != 0;
  }
  if (s_.day_night == kNeitherDayNorNight) {
    if (day_kw) s_.day_night = kDay;                 // 702.145d
    else if (night_kw) s_.day_night = kNight;        // 702.145g: and no daybound permanent
    else return;
  }
  // 702.145c: a front-face-up daybound permanent at night transforms; 702.145f: a
  // back-face-up nightbound permanent by day.  Immediately; not state-based actions.
  if (!(s_.day_night == kNight ? day_kw : night_kw)) return;
  const std::vector<ObjId> perms = s_.battlefield;
  for (ObjId o : perms) {
    if (s_.zone[o] != Zone::kBattlefield) continue;
    Refresh();
    const DefId card = s_.card_def[s_.card[o]];
    const bool front_up = s_.def[o] == card, back_up = !front_up && s_.def[o] == db_->BackFace(card);
    if (db_->BackFace(card) < 0) continue;  // 701.27c: not a double-faced card
    if ((s_.day_night == kNight && front_up && (s_.keywords[o] & kDaybound)) ||
        (s_.day_night == kDay && back_up && (s_.keywords[o] & kNightbound)))
      TransformPermanent(o);
  }
}

// CR 730.2 (502.2): by day, it becomes night if the previous turn's active player
// cast no spells in that turn (730.2a); by night, it becomes day if they cast two or
// more (730.2b); neither: no check (730.2c).
void Game::DayNightUntapCheck() {
  if (s_.day_night == kNeitherDayNorNight || s_.turn <= 1) return;
  // The previous turn's active player (two players alternate; 800.4: maybe gone).
  const int prev = s_.num_players == 2 ? 1 - s_.active : s_.last_active;
  if (prev < 0) return;
  const int cast = s_.players[prev].spells_last_turn;
  if (s_.day_night == kDay && cast == 0) SetDayNight(kNight);
  else if (s_.day_night == kNight && cast >= 2) SetDayNight(kDay);
}

}  // namespace mtg
