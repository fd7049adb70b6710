"""Cards whose names begin with J."""

from mtgcore.cards.dsl import (Activated, Card, Change, CreateTokens, DrawCards,
                               EntersWithCounters, Equip, Explore, GainLife, Loyalty, May, Mill,
                               OnBecomesTapped, OnEnter, Pump, Sel, Static, Token, Triggered)

CARDS = [
    Card(
        name="Jace Beleren",
        cost="{1}{U}{U}",
        type_line="Legendary Planeswalker — Jace",
        oracle=("[+2]: Each player draws a card.\n"
                "[−1]: Target player draws a card.\n"
                "[−10]: Target player mills twenty cards."),
        loyalty=3,
        abilities=[Loyalty("[+2]: Each player draws a card.", [DrawCards(1, subject="each player")]),
                   Loyalty("[−1]: Target player draws a card.", [DrawCards(1, target="player")]),
                   Loyalty("[−10]: Target player mills twenty cards.", [Mill(20, target="player")])],
    ),
    Card(
        name="Jace's Scrutiny",
        cost="{1}{U}",
        type_line="Instant",
        oracle=("Target creature gets -4/-0 until end of turn.\n"
                "Investigate. (Create a Clue token. It's an artifact with \"{2}, Sacrifice this "
                "token: Draw a card.\")"),
        spell=[Pump(-4, 0, target="creature"),
               CreateTokens(1, Token(
                   "Clue", "", 0, 0, types="Artifact", token_name="Clue",
                   abilities=(Activated("{2}, Sacrifice this token: Draw a card.",
                                        [DrawCards(1)], cost="{2}", sacrifice_self=True),),
                   oracle="{2}, Sacrifice this token: Draw a card."))],
    ),
    Card(
        name="Jackhammer",
        cost="{1}{R}",
        type_line="Artifact — Equipment",
        oracle=("Equipped creature gets +2/+0.\n"
                "Equip {2} ({2}: Attach to target creature you control. Equip only as a "
                "sorcery.)"),
        statics=[Static("Equipped creature gets +2/+0.", Change(plus_power=2), affects="attached")],
        abilities=[Equip("{2}")],
    ),
    Card(
        name="Jade Mage",
        cost="{1}{G}",
        type_line="Creature — Human Shaman",
        oracle="{2}{G}: Create a 1/1 green Saproling creature token.",
        power=2,
        toughness=1,
        abilities=[Activated("{2}{G}: Create a 1/1 green Saproling creature token.",
                             [CreateTokens(1, Token("Saproling", "G", 1, 1))], cost="{2}{G}")],
    ),
    Card(
        name="Jadelight Ranger",
        cost="{1}{G}{G}",
        type_line="Creature — Merfolk Scout Ranger",
        oracle=("When this creature enters, it explores, then it explores again. (Reveal the top "
                "card of your library. Put that card into your hand if it's a land. Otherwise, put "
                "a +1/+1 counter on this creature, then put the card back or put it into your "
                "graveyard. Then repeat this process.)"),
        power=2,
        toughness=1,
        abilities=[Triggered("When this creature enters, it explores, then it explores again.",
                             OnEnter(), [Explore(), Explore()])],
    ),
    Card(
        name="Joraga Warcaller",
        cost="{G}",
        type_line="Creature — Elf Warrior",
        oracle=("Multikicker {1}{G} (You may pay an additional {1}{G} any number of times as you "
                "cast this spell.)\nThis creature enters with a +1/+1 counter on it for each time "
                "it was kicked.\nOther Elf creatures you control get +1/+1 for each +1/+1 counter "
                "on this creature."),
        power=1,
        toughness=1,
        kicker="{1}{G}",
        multikicker=True,  # CR 702.33c
        replacements=[EntersWithCounters("+1/+1", "times kicked",
                                         "This creature enters with a +1/+1 counter on it for each "
                                         "time it was kicked.")],
        # CR 613.4c: the amount is the counters on this creature, as they change.
        statics=[Static("Other Elf creatures you control get +1/+1 for each +1/+1 counter on this "
                        "creature.",
                        Change(plus_power=1, plus_toughness=1, pt_amount="counters on source",
                               pt_of="+1/+1"),
                        affects=Sel(types=("creature",), subtype="Elf", controller="you",
                                    another=True, text="other Elf creatures you control"))],
    ),
    Card(
        name="Judge of Currents",
        cost="{1}{W}",
        type_line="Creature — Merfolk Wizard",
        oracle="Whenever a Merfolk you control becomes tapped, you may gain 1 life.",
        power=1,
        toughness=1,
        abilities=[Triggered("Whenever a Merfolk you control becomes tapped, you may gain 1 life.",
                             OnBecomesTapped(Sel(subtype="Merfolk", controller="you")), May(GainLife(1)))],
    ),
    Card(
        name="Jump",
        cost="{U}",
        type_line="Instant",
        oracle="Target creature gains flying until end of turn.",
        spell=[Pump(0, 0, target="creature", keywords=["flying"])],
    ),
]
