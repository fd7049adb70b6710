"""Cards whose names begin with O."""

from mtgcore.cards.dsl import (Activated, ApplyEffect, AtBeginningOfNextEndStep, Card, Change,
                               Condition, DiscardHand, DrawCards, EscapesWithCounters, Exile, If,
                               LoseLife, May, OnEnter, Pump, PutCounters, PutOntoBattlefield,
                               Replacement, ReturnToBattlefield, Scry, Sel, SkipDraw, Static, Tap,
                               Triggered)

CARDS = [
    Card(
        name="Ob Nixilis, the Fallen",
        cost="{3}{B}{B}",
        type_line="Legendary Creature — Demon",
        oracle=("Landfall — Whenever a land you control enters, you may have target player lose 3 "
                "life. If you do, put three +1/+1 counters on Ob Nixilis."),
        power=3,
        toughness=3,
        abilities=[Triggered("Landfall — Whenever a land you control enters, you may have target "
                             "player lose 3 life. If you do, put three +1/+1 counters on Ob "
                             "Nixilis.",
                             OnEnter(Sel(types=("land",), controller="you",
                                         text="land you control")),
                             [May(LoseLife(3, target="player")),
                              If(Condition("did"), PutCounters("+1/+1", 3, subject="self"))])],
    ),
    Card(
        name="Obstinate Familiar",
        cost="{R}",
        type_line="Creature — Lizard",
        oracle="If you would draw a card, you may skip that draw instead.",
        power=1,
        toughness=1,
        replacements=[SkipDraw("If you would draw a card, you may skip that draw instead.",
                               optional=True)],
    ),
    Card(
        name="Omniscience",
        cost="{7}{U}{U}{U}",
        type_line="Enchantment",
        oracle="You may cast spells from your hand without paying their mana costs.",
        statics=[Static("You may cast spells from your hand without paying their mana costs.",
                        Change(player_rules=("may cast spells from hand without paying their "
                                             "mana costs",)), affects="you")],
    ),
    Card(
        name="Opalescence",
        cost="{2}{W}{W}",
        type_line="Enchantment",
        oracle=("Each other non-Aura enchantment is a creature in addition to its other types and "
                "has base power and base toughness each equal to its mana value."),
        statics=[Static("Each other non-Aura enchantment is a creature in addition to its other "
                        "types and has base power and base toughness each equal to its mana value.",
                        Change(add_types=["creature"], power=1, toughness=1,
                               pt_amount="mana value"),  # layers 4 and 7b
                        affects=Sel(types=("enchantment",), not_subtype="Aura", another=True,
                                    text="other non-Aura enchantment"))],
    ),
    Card(
        name="Open the Vaults",
        cost="{4}{W}{W}",
        type_line="Sorcery",
        oracle=("Return all artifact and enchantment cards from all graveyards to the battlefield "
                "under their owners' control. (Auras with nothing to enchant remain in "
                "graveyards.)"),
        spell=[PutOntoBattlefield(each=Sel(types=("artifact", "enchantment"), zone="graveyard",
                                           text="artifact and enchantment cards from all "
                                                "graveyards"),
                                  under="owner")],
    ),
    Card(
        name="Opposition",
        cost="{2}{U}{U}",
        type_line="Enchantment",
        oracle="Tap an untapped creature you control: Tap target artifact, creature, or land.",
        # CR 118.3, 302.6: the creature tapped is chosen as it is activated (602.2b).
        abilities=[Activated("Tap an untapped creature you control: Tap target artifact, "
                             "creature, or land.",
                             [Tap(target=Sel(types=("artifact", "creature", "land"),
                                             text="artifact, creature, or land"))],
                             tap_creatures=1)],
    ),
    Card(
        name="Opt",
        cost="{U}",
        type_line="Instant",
        oracle=("Scry 1. (Look at the top card of your library. You may put that card on "
                "the bottom.)\nDraw a card."),
        spell=[Scry(1), DrawCards(1)],
    ),
    Card(
        name="Orb of Dreams",
        cost="{3}",
        type_line="Artifact",
        oracle="Permanents enter tapped.",
        replacements=[Replacement("Permanents enter tapped.", "zone_change", "enters tapped",
                                  what=Sel(text="permanent"), to_zone="battlefield")],
    ),
    Card(
        name="Otherworldly Journey",
        cost="{1}{W}",
        type_line="Instant — Arcane",
        oracle=("Exile target creature. At the beginning of the next end step, return that card "
                "to the battlefield under its owner's control with a +1/+1 counter on it."),
        spell=[Exile(target="creature"),
               AtBeginningOfNextEndStep(
                   "Return that card to the battlefield under its owner's control with a +1/+1 "
                   "counter on it.",
                   ReturnToBattlefield("it", under="owner", counter="+1/+1"),
                   subject="target:0")],
    ),
    Card(
        name="Overrun",
        cost="{2}{G}{G}{G}",
        type_line="Sorcery",
        oracle=("Creatures you control get +3/+3 and gain trample until end of turn. (Each of "
                "those creatures can deal excess combat damage to the player or planeswalker it's "
                "attacking.)"),
        spell=[Pump(3, 3, each="creature you control", keywords=["trample"])],
    ),
    Card(
        name="Ovinize",
        cost="{1}{U}",
        type_line="Instant",
        oracle=("Until end of turn, target creature loses all abilities and has base power and "
                "toughness 0/1."),
        spell=[ApplyEffect(Change(lose_all_abilities=True, power=0, toughness=1), target="creature")],
    ),
    Card(
        name="Ox of Agonas",
        cost="{3}{R}{R}",
        type_line="Creature — Ox",
        oracle=("When this creature enters, discard your hand, then draw three cards.\n"
                "Escape—{R}{R}, Exile eight other cards from your graveyard. (You may cast this "
                "card from your graveyard for its escape cost.)\n"
                "This creature escapes with a +1/+1 counter on it."),
        power=4,
        toughness=2,
        abilities=[Triggered("When this creature enters, discard your hand, then draw three cards.",
                             OnEnter(), [DiscardHand(), DrawCards(3)])],
        escape="{R}{R}, Exile eight other cards from your graveyard",
        replacements=[EscapesWithCounters("+1/+1", 1, "This creature escapes with a +1/+1 counter "
                                                      "on it.")],  # CR 702.138c
    ),
]
