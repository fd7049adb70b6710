"""Cards whose names begin with L."""

from mtgcore.cards.dsl import (AltCostPaid, Card, Change, Chapter, CreateTokens, DealDamage,
                               DrawCards, EntersTapped, Equip, GraveyardExileInstead, ManaAbility,
                               OnEnter, PutCounters, Sel, Static, Target, Token, Triggered)

CARDS = [
    Card(
        name="Latchkey Faerie",
        cost="{3}{U}",
        type_line="Creature — Faerie Rogue",
        oracle=("Flying\n"
                "Prowl {2}{U} (You may cast this for its prowl cost if you dealt combat damage "
                "to a player this turn with a Faerie or Rogue.)\n"
                "When this creature enters, if its prowl cost was paid, draw a card."),
        power=3,
        toughness=1,
        keywords=["flying"],
        abilities=[Triggered("When this creature enters, if its prowl cost was paid, draw a card.",
                             OnEnter(), [DrawCards(1)], condition=AltCostPaid("prowl"))],
        prowl="{2}{U}",
    ),
    Card(
        name="Lava Axe",
        cost="{4}{R}",
        type_line="Sorcery",
        oracle="Lava Axe deals 5 damage to target player or planeswalker.",
        spell=[DealDamage(5, target="player or planeswalker")],
    ),
    Card(
        name="Lava Spike",
        cost="{R}",
        type_line="Sorcery — Arcane",
        oracle="Lava Spike deals 3 damage to target player or planeswalker.",
        spell=[DealDamage(3, target="player or planeswalker")],
    ),
    Card(
        name="Leatherback Baloth",
        cost="{G}{G}{G}",
        type_line="Creature — Beast",
        oracle="",
        power=4,
        toughness=5,
    ),
    Card(
        name="Leonin Scimitar",
        cost="{1}",
        type_line="Artifact — Equipment",
        oracle=("Equipped creature gets +1/+1.\n"
                "Equip {1} ({1}: Attach to target creature you control. Equip only as a "
                "sorcery.)"),
        statics=[Static("Equipped creature gets +1/+1.", Change(plus_power=1, plus_toughness=1),
                        affects="attached")],
        abilities=[Equip("{1}")],
    ),
    Card(
        name="Levitation",
        cost="{2}{U}{U}",
        type_line="Enchantment",
        oracle="Creatures you control have flying.",
        statics=[Static("Creatures you control have flying.", Change(add_keywords=["flying"]),
                        affects="creature you control")],
    ),
    Card(
        name="Leyline of Anticipation",
        cost="{2}{U}{U}",
        type_line="Enchantment",
        oracle=("If this card is in your opening hand, you may begin the game with it on the "
                "battlefield.\n"
                "You may cast spells as though they had flash."),
        opening_hand=True,  # CR 103.6a
        statics=[Static("You may cast spells as though they had flash.",
                        Change(player_rules=("may cast spells as though they had flash",)),
                        affects="you")],  # CR 601.3b
    ),
    Card(
        name="Leyline of the Void",
        cost="{2}{B}{B}",
        type_line="Enchantment",
        oracle=("If this card is in your opening hand, you may begin the game with it on the "
                "battlefield.\n"
                "If a card would be put into an opponent's graveyard from anywhere, exile it "
                "instead."),
        opening_hand=True,  # CR 103.6a
        replacements=[GraveyardExileInstead(
            "If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
            what=Sel(owner="opponent", token=False, zone="none", text="card an opponent owns"))],
    ),
    Card(
        name="Lhurgoyf",
        cost="{2}{G}{G}",
        type_line="Creature — Lhurgoyf",
        oracle=("Lhurgoyf's power is equal to the number of creature cards in all graveyards and "
                "its toughness is equal to that number plus 1."),
        power=0,
        toughness=1,
        statics=[Static("Lhurgoyf's power is equal to the number of creature cards in all "
                        "graveyards and its toughness is equal to that number plus 1.",
                        Change(power=1, toughness=1, toughness_offset=1, pt_amount="count",
                               pt_of=Sel(types=("creature",), zone="graveyard",
                                         text="creature card in a graveyard")),
                        cda=True)],
    ),
    Card(
        name="Lightning Bolt",
        cost="{R}",
        type_line="Instant",
        oracle="Lightning Bolt deals 3 damage to any target.",
        spell=[DealDamage(3, target="any")],
    ),
    Card(
        name="Lightning Greaves",
        cost="{2}",
        type_line="Artifact — Equipment",
        oracle=("Equipped creature has haste and shroud. (It can't be the target of spells or "
                "abilities.)\nEquip {0}"),
        statics=[Static("Equipped creature has haste and shroud.",
                        Change(add_keywords=("haste", "shroud")), affects="attached")],
        abilities=[Equip("{0}")],
    ),
    Card(
        name="Lightning Strike",
        cost="{1}{R}",
        type_line="Instant",
        oracle="Lightning Strike deals 3 damage to any target.",
        spell=[DealDamage(3, target="any")],
    ),
    Card(
        name="Lingering Souls",
        cost="{2}{W}",
        type_line="Sorcery",
        oracle=("Create two 1/1 white Spirit creature tokens with flying.\n"
                "Flashback {1}{B} (You may cast this card from your graveyard for its flashback "
                "cost. Then exile it.)"),
        flashback="{1}{B}",
        spell=[CreateTokens(2, Token("Spirit", "W", 1, 1, ("flying",), oracle="Flying"))],
    ),
    Card(
        name="Living Lands",
        cost="{3}{G}",
        type_line="Enchantment",
        oracle="All Forests are 1/1 creatures that are still lands.",
        statics=[Static("All Forests are 1/1 creatures that are still lands.",
                        Change(add_types=["creature"], power=1, toughness=1),
                        affects=Sel(subtype="Forest", text="Forest"))],
    ),
    Card(
        name="Llanowar Elves",
        cost="{G}",
        type_line="Creature — Elf Druid",
        oracle="{T}: Add {G}.",
        power=1,
        toughness=1,
        abilities=[ManaAbility("G")],
    ),
    Card(
        name="Lonely Sandbar",
        cost="",
        type_line="Land",
        oracle=("This land enters tapped.\n"
                "{T}: Add {U}.\n"
                "Cycling {U} ({U}, Discard this card: Draw a card.)"),
        keywords=["cycling {U}"],
        abilities=[ManaAbility("U")],
        replacements=[EntersTapped("This land enters tapped.")],
    ),
    Card(
        name="Lotus Petal",
        cost="{0}",
        type_line="Artifact",
        oracle="{T}, Sacrifice this artifact: Add one mana of any color.",
        abilities=[ManaAbility("any", "{T}, Sacrifice this artifact: Add one mana of any color.",
                               sacrifice_self=True)],
    ),
    Card(  # CR 702.155: read ahead
        name="Love Song of Night and Day",
        cost="{2}{W}",
        type_line="Enchantment — Saga",
        oracle=("Read ahead (Choose a chapter and start with that many lore counters. Add one after "
                "your draw step. Skipped chapters don't trigger. Sacrifice after III.)\n"
                "I — You and target opponent each draw two cards.\n"
                "II — Create a 1/1 white Bird creature token with flying.\n"
                "III — Put a +1/+1 counter on each of up to two target creatures."),
        keywords=["read ahead"],
        abilities=[*Chapter("I", "I — You and target opponent each draw two cards.",
                            [DrawCards(2), DrawCards(2, target="opponent")]),
                   *Chapter("II", "II — Create a 1/1 white Bird creature token with flying.",
                            [CreateTokens(1, Token("Bird", "W", 1, 1, ("flying",)))]),
                   *Chapter("III", "III — Put a +1/+1 counter on each of up to two target "
                                   "creatures.",
                            [PutCounters("+1/+1", 1, target=Target("creature", up_to=2))])],
    ),
    Card(
        name="Loxodon Warhammer",
        cost="{3}",
        type_line="Artifact — Equipment",
        oracle="Equipped creature gets +3/+0 and has trample and lifelink.\nEquip {3}",
        statics=[Static("Equipped creature gets +3/+0 and has trample and lifelink.",
                        Change(plus_power=3, add_keywords=("trample", "lifelink")),
                        affects="attached")],
        abilities=[Equip("{3}")],
    ),
]
