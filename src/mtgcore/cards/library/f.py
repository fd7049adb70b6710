"""Cards whose names begin with F."""

from mtgcore.cards.dsl import (Activated, Amount, ApplyEffect, Card, Change, CreateTokens,
                               DamageReplacement, DealDamage, Destroy, Discard, DrawCards,
                               EntersTapped, GainLife, LoseLife, ManaAbility, Modal, OnEnter,
                               PayLifeCost, PreventAllCombatDamage, Pump, PutCounters, Sel,
                               Static, Token, Triggered)
from mtgcore.cards.dsl import PreventAllDamage
from mtgcore.cards.dsl import Exile, ReturnToBattlefield

CARDS = [
    Card(
        name="Faerie Conclave",
        type_line="Land",
        oracle=("This land enters tapped.\n{T}: Add {U}.\n{1}{U}: This land becomes a 2/1 blue "
                "Faerie creature with flying until end of turn. It's still a land."),
        abilities=[ManaAbility("U"),
                   Activated("{1}{U}: This land becomes a 2/1 blue Faerie creature with flying until "
                             "end of turn. It's still a land.",
                             [ApplyEffect(Change(add_types=["creature"], add_subtypes=["Faerie"],
                                                 colors="U", add_keywords=["flying"], power=2,
                                                 toughness=1), subject="self")],
                             cost="{1}{U}")],
        replacements=[EntersTapped("This land enters tapped.")],
    ),
    Card(
        name="Faithless Looting",
        cost="{R}",
        type_line="Sorcery",
        oracle=("Draw two cards, then discard two cards.\n"
                "Flashback {2}{R} (You may cast this card from your graveyard for its flashback "
                "cost. Then exile it.)"),
        flashback="{2}{R}",
        spell=[DrawCards(2), Discard(2)],
    ),
    Card(
        name="Favorable Winds",
        cost="{1}{U}",
        type_line="Enchantment",
        oracle="Creatures you control with flying get +1/+1.",
        statics=[Static("Creatures you control with flying get +1/+1.",
                        Change(plus_power=1, plus_toughness=1),
                        affects=Sel(types=("creature",), keywords=("flying",), controller="you",
                                    text="creature you control with flying"))],
    ),
    Card(
        name="Fell the Pheasant",
        cost="{1}{G}",
        type_line="Instant",
        oracle=("Fell the Pheasant deals 5 damage to target creature with flying. Create a Food "
                "token. (It's an artifact with \"{2}, {T}, Sacrifice this token: You gain 3 "
                "life.\")"),
        spell=[DealDamage(5, target="creature with flying"),
               CreateTokens(1, Token(
                   "Food", "", 0, 0, types="Artifact", token_name="Food",
                   abilities=(Activated("{2}, {T}, Sacrifice this token: You gain 3 life.",
                                        [GainLife(3)], cost="{2}", tap=True, sacrifice_self=True),),
                   oracle="{2}, {T}, Sacrifice this token: You gain 3 life."))],
    ),
    Card(
        name="Fencing Ace",
        cost="{1}{W}",
        type_line="Creature — Human Soldier",
        oracle="Double strike (This creature deals both first-strike and regular combat damage.)",
        power=1,
        toughness=1,
        keywords=["double strike"],
    ),
    # CR 305.6: the basic land type grants "{T}: Add {G}." (added by the DSL).
    Card(
        name="Fervent Cathar",
        cost="{2}{R}",
        type_line="Creature — Human Knight",
        oracle="Haste\nWhen this creature enters, target creature can't block this turn.",
        power=2,
        toughness=1,
        keywords=["haste"],
        abilities=[Triggered("When this creature enters, target creature can't block this turn.",
                             OnEnter(), [ApplyEffect(Change(restrict=("can't block",)),  # 613.10
                                                     target="creature")])],
    ),
    Card(
        name="Fervor",
        cost="{2}{R}",
        type_line="Enchantment",
        oracle=("Creatures you control have haste. (They can attack and {T} as soon as they come "
                "under your control.)"),
        statics=[Static("Creatures you control have haste.", Change(add_keywords=["haste"]),
                        affects="creature you control")],
    ),
    Card(
        name="Fierce Witchstalker",
        cost="{2}{G}{G}",
        type_line="Creature — Wolf",
        oracle=("Trample (This creature can deal excess combat damage to the player or "
                "planeswalker it's attacking.)\n"
                'When this creature enters, create a Food token. (It\'s an artifact with "{2}, '
                '{T}, Sacrifice this token: You gain 3 life.")'),
        power=4,
        toughness=4,
        keywords=["trample"],
        abilities=[Triggered(
            "When this creature enters, create a Food token.", OnEnter(),
            [CreateTokens(1, Token(
                "Food", "", 0, 0, types="Artifact", token_name="Food",
                abilities=(Activated("{2}, {T}, Sacrifice this token: You gain 3 life.",
                                     [GainLife(3)], cost="{2}", tap=True, sacrifice_self=True),),
                oracle="{2}, {T}, Sacrifice this token: You gain 3 life."))])],
    ),
    Card(
        name="Fiery Intervention",
        cost="{4}{R}",
        type_line="Sorcery",
        oracle=("Choose one —\n• Fiery Intervention deals 5 damage to target creature.\n"
                "• Destroy target artifact."),
        spell=Modal("one", [DealDamage(5, target="creature")], [Destroy("artifact")]),
    ),
    Card(
        name="Fiery Temper",
        cost="{1}{R}{R}",
        type_line="Instant",
        oracle=("Fiery Temper deals 3 damage to any target.\n"
                "Madness {R} (If you discard this card, discard it into exile. When you do, "
                "cast it for its madness cost or put it into your graveyard.)"),
        spell=[DealDamage(3, target="any")],
        madness="{R}",
    ),
    Card(
        name="Firebolt",
        cost="{R}",
        type_line="Sorcery",
        oracle=("Firebolt deals 2 damage to any target.\n"
                "Flashback {4}{R} (You may cast this card from your graveyard for its flashback "
                "cost. Then exile it.)"),
        flashback="{4}{R}",
        spell=[DealDamage(2, target="any")],
    ),
    Card(
        name="Flame Rift",
        cost="{1}{R}",
        type_line="Sorcery",
        oracle="Flame Rift deals 4 damage to each player.",
        spell=[DealDamage(4, subject="each player")],
    ),
    Card(
        name="Flametongue Kavu",
        cost="{3}{R}",
        type_line="Creature — Kavu",
        oracle="When this creature enters, it deals 4 damage to target creature.",
        power=4,
        toughness=2,
        abilities=[Triggered("When this creature enters, it deals 4 damage to target creature.",
                             OnEnter(), [DealDamage(4, target="creature")])],
    ),
    Card(
        name="Flicker of Fate",
        cost="{1}{W}",
        type_line="Instant",
        oracle=("Exile target creature or enchantment, then return it to the battlefield under its "
                "owner's control."),
        # CR 400.7j: "it" is the card the exile made (a new object, 400.7).
        spell=[Exile(target=Sel(types=("creature", "enchantment"), text="creature or enchantment")),
               ReturnToBattlefield(subject="that card", under="owner")],
    ),
    Card(
        name="Fog",
        cost="{G}",
        type_line="Instant",
        oracle="Prevent all combat damage that would be dealt this turn.",
        spell=[PreventAllCombatDamage()],
    ),
    Card(
        name="Forest",
        type_line="Basic Land — Forest",
        oracle="({T}: Add {G}.)",
    ),
    Card(
        name="Forfend",
        cost="{1}{W}",
        type_line="Instant",
        oracle="Prevent all damage that would be dealt to creatures this turn.",
        # CR 615.1: every creature as the damage would be dealt (not locked in, 611.2c).
        spell=[PreventAllDamage(each="creature")],
    ),
    Card(
        name="Foulmire Knight",
        cost="{B}",
        type_line="Creature — Zombie Knight",
        oracle="Deathtouch",
        power=1,
        toughness=1,
        keywords=["deathtouch"],
        adventure=Card(  # CR 715
            name="Profane Insight",
            cost="{2}{B}",
            type_line="Instant — Adventure",
            oracle=("You draw a card and you lose 1 life. (Then exile this card. You may cast the "
                    "creature later from exile.)"),
            spell=[DrawCards(1), LoseLife(1)],
        ),
    ),
    Card(
        name="Fountain of Youth",
        cost="{0}",
        type_line="Artifact",
        oracle="{2}, {T}: You gain 1 life.",
        abilities=[Activated("{2}, {T}: You gain 1 life.", [GainLife(1)], cost="{2}", tap=True)],
    ),
    Card(
        name="Frogmite",
        cost="{4}",
        type_line="Artifact Creature — Frog",
        oracle="Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)",
        power=2,
        toughness=2,
        keywords=["affinity for artifacts"],
    ),
    Card(
        name="Frontline Devastator",
        cost="{3}{R}",
        type_line="Creature — Zombie Minotaur Warrior",
        oracle=("Afflict 2 (Whenever this creature becomes blocked, defending player loses 2 life.)\n"
                "{1}{R}: This creature gets +1/+0 until end of turn."),
        power=3,
        toughness=3,
        keywords=["afflict 2"],
        abilities=[Activated("{1}{R}: This creature gets +1/+0 until end of turn.",
                             [Pump(1, 0, subject="self")], cost="{1}{R}")],
    ),
    Card(
        name="Frost Giant",
        cost="{3}{R}{R}{R}",
        type_line="Creature — Giant",
        oracle=("Rampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end of turn "
                "for each creature blocking it beyond the first.)"),
        power=4,
        toughness=4,
        keywords=["rampage 2"],
    ),
    Card(
        name="Fugitive Wizard",
        cost="{U}",
        type_line="Creature — Human Wizard",
        oracle="",
        power=1,
        toughness=1,
    ),
    Card(
        name="Fully Grown",
        cost="{2}{G}",
        type_line="Instant",
        oracle="Target creature gets +3/+3 until end of turn. Put a trample counter on it.",
        spell=[Pump(3, 3, target="creature"), PutCounters("trample", 1, subject="target:0")],
    ),
    Card(
        name="Fumarole",
        cost="{3}{B}{R}",
        type_line="Sorcery",
        oracle=("As an additional cost to cast this spell, pay 3 life.\n"
                "Destroy target creature and target land."),
        additional_cost=PayLifeCost(3),
        spell=[Destroy("creature"), Destroy("land")],
    ),
    Card(
        name="Fumigate",
        cost="{3}{W}{W}",
        type_line="Sorcery",
        oracle="Destroy all creatures. You gain 1 life for each creature destroyed this way.",
        spell=[Destroy(each="creature"), GainLife(Amount("last count"))],
    ),
    Card(
        name="Furnace of Rath",
        cost="{1}{R}{R}{R}",
        type_line="Enchantment",
        oracle=("If a source would deal damage to a permanent or player, it deals double "
                "that damage to that permanent or player instead."),
        replacements=[DamageReplacement(
            "If a source would deal damage to a permanent or player, it deals double "
            "that damage to that permanent or player instead.", "double",
            Sel(players="also", text="permanent or player"))],
    ),
    Card(
        name="Furtive Homunculus",
        cost="{1}{U}",
        type_line="Creature — Homunculus",
        oracle="Skulk (This creature can't be blocked by creatures with greater power.)",
        power=2,
        toughness=1,
        keywords=["skulk"],
    ),
]
