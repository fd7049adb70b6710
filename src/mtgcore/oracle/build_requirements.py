"""Meanings of ``oracle_requirements.lark``: requirements on the targets a player
chooses (CR 601.2c, 602.2b) and "can't be blocked this turn except by ..." (509.1b)."""

from __future__ import annotations

import dataclasses

from lark import Transformer, v_args

from mtgcore.cards.dsl import Sel
from mtgcore.cards.statics import ApplyEffect, Change, Static

from mtgcore.oracle.build_base import Part, Unsupported


@v_args(inline=True)
class RequirementMeanings(Transformer):
    """Mixed into :class:`mtgcore.oracle.build.Meaning`."""

    def st_opponents_target_flagbearers(self):
        # A rules effect on the source's controller's opponents (613.11): the engine
        # keeps a Flagbearer among the targets they choose while casting a spell or
        # activating an ability, if able (Standard Bearer's rulings).
        return self._checked(Static(self.line, Change(
            player_rules=("must choose at least one Flagbearer as a target if able",)),
            affects="opponents"))

    def activated_unblockable_except(self, costs, _self, blockers):
        # CR 509.1b: "can't be blocked except by <what>" = can't be blocked by the
        # creatures that aren't <what>: only a keyword quality is negated here.
        if not isinstance(blockers, Sel):
            raise Unsupported("'can't be blocked except by' a phrase")
        plain = dataclasses.replace(blockers, keywords=())
        if not blockers.keywords or len(blockers.keywords) != 1 or \
                plain != Sel(types=("creature",)):
            raise Unsupported("'can't be blocked except by' anything but creatures with a keyword")
        not_them = Sel(types=("creature",), not_keywords=blockers.keywords)
        effect = ApplyEffect(Change(restrict=("can't be blocked by",)), subject="self")
        body = self._activated_body(costs, [effect])
        return Part("parts", [Part("ability", body),
                              Part("field", not_them, "unblockable_by"),
                              Part("field", True, "unblockable_by_effect")])
