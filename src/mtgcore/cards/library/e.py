"""Cards whose names begin with E."""

from mtgcore.cards.dsl import (Amount, Card, Condition, Counter, CreateTokens, DealDamage,
                               DrawCards, EntersWithCounters, ManaAbility, May, OnEnter, OnState,
                               Populate, ReturnToHand, Sacrifice, Sel, Token, Triggered)
from mtgcore.cards.dsl import PreventAllDamage

_ALL_COLORS = ("white", "blue", "black", "red", "green")

CARDS = [
    Card(
        name="Earthquake",
        cost="{X}{R}",
        type_line="Sorcery",
        oracle="Earthquake deals X damage to each creature without flying and each player.",
        # CR 120.3: one damage event, to each creature without flying and each player
        spell=[DealDamage(Amount("x"), each=Sel(types=("creature",), not_keywords=("flying",),
                                                players="also",
                                                text="each creature without flying and each player"))],
    ),
    Card(
        name="Eldrazi Temple",
        type_line="Land",
        oracle=("{T}: Add {C}.\n{T}: Add {C}{C}. Spend this mana only to cast colorless Eldrazi "
                "spells or activate abilities of colorless Eldrazi."),
        # CR 106.6: a restriction that also admits activated abilities' costs (105.2c:
        # colorless is no color at all).
        abilities=[ManaAbility("C"),
                   ManaAbility("C", "{T}: Add {C}{C}. Spend this mana only to cast colorless "
                               "Eldrazi spells or activate abilities of colorless Eldrazi.", amount=2,
                               spend_only=Sel(subtype="Eldrazi", not_colors=_ALL_COLORS, zone="stack",
                                              text="colorless Eldrazi spell"),
                               spend_only_abilities_of=Sel(subtype="Eldrazi", not_colors=_ALL_COLORS,
                                                           text="colorless Eldrazi"))],
    ),
    Card(
        name="Elite Vanguard",
        cost="{W}",
        type_line="Creature — Human Soldier",
        oracle="",
        power=2,
        toughness=1,
    ),
    Card(
        name="Elvish Lookout",
        cost="{G}",
        type_line="Creature — Elf",
        oracle="Shroud (This creature can't be the target of spells or abilities.)",
        power=1,
        toughness=1,
        keywords=["shroud"],
    ),
    Card(
        name="Elvish Mystic",
        cost="{G}",
        type_line="Creature — Elf Druid",
        oracle="{T}: Add {G}.",
        power=1,
        toughness=1,
        abilities=[ManaAbility("G")],
    ),
    Card(
        name="Elvish Visionary",
        cost="{1}{G}",
        type_line="Creature — Elf Shaman",
        oracle="When this creature enters, draw a card.",
        power=1,
        toughness=1,
        abilities=[Triggered("When this creature enters, draw a card.", OnEnter(),
                             [DrawCards(1)])],
    ),
    Card(
        name="Emeria Angel",
        cost="{2}{W}{W}",
        type_line="Creature — Angel",
        oracle=("Flying\n"
                "Landfall — Whenever a land you control enters, you may create a 1/1 white Bird "
                "creature token with flying."),
        power=3,
        toughness=3,
        keywords=["flying"],
        abilities=[Triggered("Landfall — Whenever a land you control enters, you may create a 1/1 "
                             "white Bird creature token with flying.",
                             OnEnter(Sel(types=("land",), controller="you",
                                         text="land you control")),
                             May(CreateTokens(1, Token("Bird", "W", 1, 1, ("flying",),
                                                       oracle="Flying"))))],
    ),
    Card(
        name="Emperor Crocodile",
        cost="{3}{G}",
        type_line="Creature — Crocodile",
        oracle="When you control no other creatures, sacrifice this creature.",
        power=5,
        toughness=5,
        abilities=[Triggered("When you control no other creatures, sacrifice this creature.",
                             OnState(), [Sacrifice(subject="self")],
                             condition=Condition("you control none",
                                                 of="other creatures you control"))],
    ),
    Card(
        name="Empty the Warrens",
        cost="{3}{R}",
        type_line="Sorcery",
        oracle=("Create two 1/1 red Goblin creature tokens.\nStorm (When you cast this spell, copy "
                "it for each spell cast before it this turn.)"),
        keywords=["storm"],  # 702.40a
        spell=[CreateTokens(2, Token("Goblin", "R", 1, 1))],
    ),
    Card(
        name="Endangered Armodon",
        cost="{2}{G}{G}",
        type_line="Creature — Elephant",
        oracle="When you control a creature with toughness 2 or less, sacrifice this creature.",
        power=4,
        toughness=5,
        abilities=[Triggered("When you control a creature with toughness 2 or less, sacrifice "
                             "this creature.", OnState(), [Sacrifice(subject="self")],
                             condition=Condition("you control", of=Sel(
                                 types=("creature",), toughness_le=2, controller="you",
                                 text="creature you control with toughness 2 or less")))],
    ),
    Card(
        name="Endless One",
        cost="{X}",
        type_line="Creature — Eldrazi",
        oracle="This creature enters with X +1/+1 counters on it.",
        power=0,
        toughness=0,
        replacements=[EntersWithCounters("+1/+1", "X", "This creature enters with X +1/+1 counters "
                                                       "on it.")],  # CR 614.1c, 107.3m
    ),
    Card(
        name="Essence Scatter",
        cost="{1}{U}",
        type_line="Instant",
        oracle="Counter target creature spell.",
        spell=[Counter("creature spell")],
    ),
    Card(
        name="Ethereal Haze",
        cost="{W}",
        type_line="Instant — Arcane",
        oracle="Prevent all damage that would be dealt by creatures this turn.",
        spell=[PreventAllDamage(each="creature", dealt="by")],
    ),
    Card(
        name="Evacuation",
        cost="{3}{U}{U}",
        type_line="Instant",
        oracle="Return all creatures to their owners' hands.",
        spell=[ReturnToHand(each="creature")],
    ),
    Card(
        name="Everflowing Chalice",
        cost="{0}",
        type_line="Artifact",
        oracle=("Multikicker {2} (You may pay an additional {2} any number of times as you cast "
                "this spell.)\nThis artifact enters with a charge counter on it for each time it "
                "was kicked.\n{T}: Add {C} for each charge counter on this artifact."),
        kicker="{2}",
        multikicker=True,  # CR 702.33c
        replacements=[EntersWithCounters("charge", "times kicked",
                                         "This artifact enters with a charge counter on it for "
                                         "each time it was kicked.")],
        # CR 106.1, 605.3b: the amount is counted as the ability resolves.
        abilities=[ManaAbility("C", "{T}: Add {C} for each charge counter on this artifact.",
                               per_counter="charge")],
    ),
    Card(
        name="Exotic Orchard",
        type_line="Land",
        oracle="{T}: Add one mana of any color that a land an opponent controls could produce.",
        # CR 106.7: what those lands' mana abilities would add, costs ignored.
        abilities=[ManaAbility("any", "{T}: Add one mana of any color that a land an opponent "
                               "controls could produce.", reflect="color could produce",
                               of=Sel(types=("land",), controller="opponent",
                                      text="land an opponent controls"))],
    ),
    Card(
        name="Eyes in the Skies",
        cost="{3}{W}",
        type_line="Instant",
        oracle=("Create a 1/1 white Bird creature token with flying, then populate. (Create a "
                "token that's a copy of a creature token you control.)"),
        spell=[CreateTokens(1, Token("Bird", "W", 1, 1, ("flying",), oracle="Flying")), *Populate()],
    ),
]
