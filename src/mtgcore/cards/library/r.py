"""Cards whose names begin with R."""

from mtgcore.cards.dsl import (Activated, Amount, ApplyEffect, AtBeginningOfNextEndStep, Card,
                               Change, ChangeTargets, CopySpell, Counter, CreateTokens, DealDamage,
                               Destroy, DrawCards, Exile, GraveyardExileInstead,
                               LifeGainReplacement, ManaAbility, OnDies, OnEnter, Pump,
                               PutOntoBattlefield, ReturnToHand, Search, Sel, SetIt, Static, Token,
                               Triggered)
from mtgcore.cards.dsl import PreventAllDamage, PutCounters, Target

CARDS = [
    Card(
        name="Rabid Bite",
        cost="{1}{G}",
        type_line="Sorcery",
        oracle=("Target creature you control deals damage equal to its power to target "
                "creature you don't control."),
        spell=[SetIt(target="creature you control"),
               DealDamage(Amount("power of target"), target="creature you don't control",
                          source="target:0")],
    ),
    Card(
        name="Raging Goblin",
        cost="{R}",
        type_line="Creature — Goblin Berserker",
        oracle=("Haste (This creature can attack and {T} as soon as it comes under "
                "your control.)"),
        power=1,
        toughness=1,
        keywords=["haste"],
    ),
    Card(
        name="Raging Kronch",
        cost="{2}{R}",
        type_line="Creature — Beast",
        oracle="This creature can't attack alone.",
        power=4,
        toughness=3,
        keywords=["can't attack alone"],
    ),
    Card(
        name="Raise the Alarm",
        cost="{1}{W}",
        type_line="Instant",
        oracle="Create two 1/1 white Soldier creature tokens.",
        spell=[CreateTokens(2, Token("Soldier", "W", 1, 1))],
    ),
    Card(
        name="Rampaging Ferocidon",
        cost="{2}{R}",
        type_line="Creature — Dinosaur",
        oracle=("Menace\nPlayers can't gain life.\nWhenever another creature enters, this "
                "creature deals 1 damage to that creature's controller."),
        power=3,
        toughness=3,
        keywords=["menace"],
        statics=[Static("Players can't gain life.", Change(player_rules=("can't gain life",)),
                        affects="players")],
        abilities=[Triggered("Whenever another creature enters, this creature deals 1 damage "
                             "to that creature's controller.", OnEnter("another creature"),
                             [DealDamage(1, subject="it controller")])],
    ),
    Card(
        name="Rampant Growth",
        cost="{1}{G}",
        type_line="Sorcery",
        oracle=("Search your library for a basic land card, put that card onto the "
                "battlefield tapped, then shuffle."),
        spell=[Search("basic land card", 1, to="battlefield", tapped=True)],
    ),
    Card(
        name="Rancor",
        cost="{G}",
        type_line="Enchantment — Aura",
        oracle=("Enchant creature\n"
                "Enchanted creature gets +2/+0 and has trample.\n"
                "When this Aura is put into a graveyard from the battlefield, return it to its "
                "owner's hand."),
        enchant="creature",
        statics=[Static("Enchanted creature gets +2/+0 and has trample.",
                        Change(plus_power=2, add_keywords="trample"), affects="attached")],
        # CR 603.10a: a leaves-the-battlefield trigger, matched as the Aura last existed
        # on the battlefield; "Rancor" in its effect is the card in the graveyard (400.7).
        abilities=[Triggered("When this Aura is put into a graveyard from the battlefield, return it "
                             "to its owner's hand.", OnDies(), [ReturnToHand(subject="it")])],
    ),
    Card(
        name="Ravenous Chupacabra",
        cost="{2}{B}{B}",
        type_line="Creature — Beast Horror",
        oracle="When this creature enters, destroy target creature an opponent controls.",
        power=2,
        toughness=2,
        abilities=[Triggered("When this creature enters, destroy target creature an opponent "
                             "controls.", OnEnter(),
                             [Destroy(target="creature an opponent controls")])],
    ),
    Card(
        name="Razorgrass Screen",
        cost="{1}",
        type_line="Artifact Creature — Wall",
        oracle="Defender (This creature can't attack.)\nThis creature blocks each combat if able.",
        power=2,
        toughness=1,
        keywords=["defender", "blocks each combat if able"],
    ),
    Card(
        name="Reap What Is Sown",
        cost="{1}{G}{W}",
        type_line="Instant",
        oracle="Put a +1/+1 counter on each of up to three target creatures.",
        spell=[PutCounters("+1/+1", 1, target=Target("creature", up_to=3))],
    ),
    Card(
        name="Reassembling Skeleton",
        cost="{1}{B}",
        type_line="Creature — Skeleton Warrior",
        oracle="{1}{B}: Return this card from your graveyard to the battlefield tapped.",
        power=1,
        toughness=1,
        abilities=[Activated("{1}{B}: Return this card from your graveyard to the battlefield "
                             "tapped.", [PutOntoBattlefield(subject="self", tapped=True)],
                             cost="{1}{B}", zone="graveyard")],
    ),
    Card(
        name="Redeem",
        cost="{1}{W}",
        type_line="Instant",
        oracle="Prevent all damage that would be dealt this turn to up to two target creatures.",
        spell=[PreventAllDamage(target=Target("creature", up_to=2))],
    ),
    Card(
        name="Redirect",
        cost="{U}{U}",
        type_line="Instant",
        oracle="You may choose new targets for target spell.",
        spell=[ChangeTargets("spell", how="choose new targets")],
    ),
    Card(
        name="Reflecting Pool",
        type_line="Land",
        oracle="{T}: Add one mana of any type that a land you control could produce.",
        # CR 106.7: any type, {C} included; itself and other Pools add nothing to it.
        abilities=[ManaAbility("any", "{T}: Add one mana of any type that a land you control "
                               "could produce.", reflect="type could produce",
                               of=Sel(types=("land",), controller="you", text="land you control"))],
    ),
    Card(
        name="Remove Soul",
        cost="{1}{U}",
        type_line="Instant",
        oracle="Counter target creature spell.",
        spell=[Counter("creature spell")],
    ),
    Card(
        name="Reroute",
        cost="{1}{R}",
        type_line="Instant",
        oracle=("Change the target of target activated ability with a single target. (Mana "
                "abilities can't be targeted.)\nDraw a card."),
        spell=[ChangeTargets("activated ability with a single target"), DrawCards(1)],
    ),
    Card(
        name="Rest in Peace",
        cost="{1}{W}",
        type_line="Enchantment",
        oracle=("When this enchantment enters, exile all graveyards.\n"
                "If a card or token would be put into a graveyard from anywhere, exile it "
                "instead."),
        abilities=[Triggered("When this enchantment enters, exile all graveyards.", OnEnter(),
                             [Exile(each=Sel(zone="graveyard", text="card in a graveyard"))])],
        replacements=[GraveyardExileInstead(
            "If a card or token would be put into a graveyard from anywhere, exile it "
            "instead.")],
    ),
    Card(
        name="Reverberate",
        cost="{R}{R}",
        type_line="Instant",
        oracle="Copy target instant or sorcery spell. You may choose new targets for the copy.",
        spell=[CopySpell("instant or sorcery spell")],
    ),
    Card(
        name="Reverse Engineer",
        cost="{3}{U}{U}",
        type_line="Sorcery",
        oracle=("Improvise (Your artifacts can help cast this spell. Each artifact you tap after "
                "you're done activating mana abilities pays for {1}.)\nDraw three cards."),
        keywords=["improvise"],
        spell=[DrawCards(3)],
    ),
    Card(
        name="Rhox Faithmender",
        cost="{3}{W}",
        type_line="Creature — Rhino Monk",
        oracle=("Lifelink (Damage dealt by this creature also causes you to gain that much "
                "life.)\n"
                "If you would gain life, you gain twice that much life instead."),
        power=1,
        toughness=5,
        keywords=["lifelink"],
        replacements=[LifeGainReplacement(
            "If you would gain life, you gain twice that much life instead.", "double")],
    ),
    Card(
        name="Rimrock Knight",
        cost="{1}{R}",
        type_line="Creature — Dwarf Knight",
        oracle="This creature can't block.",
        power=3,
        toughness=1,
        keywords=["can't block"],
        adventure=Card(  # CR 715
            name="Boulder Rush",
            cost="{R}",
            type_line="Instant — Adventure",
            oracle=("Target creature gets +2/+0 until end of turn. (Then exile this card. You may "
                    "cast the creature later from exile.)"),
            spell=[Pump(2, 0, target="creature")],
        ),
    ),
    Card(
        name="Rise from the Grave",
        cost="{4}{B}",
        type_line="Sorcery",
        oracle=("Put target creature card from a graveyard onto the battlefield under your control. "
                "That creature is a black Zombie in addition to its other colors and types."),
        # "That creature": the permanent the card became (400.7j); its effect's timestamp
        # is later than the creature's own static abilities' (613.7n).
        spell=[PutOntoBattlefield(target=Sel(types=("creature",), zone="graveyard",
                                             text="creature card in a graveyard")),
               ApplyEffect(Change(add_colors="B", add_subtypes="Zombie"), subject="it",
                           duration="permanent")],
    ),
    Card(
        name="Rukh Egg",
        cost="{3}{R}",
        type_line="Creature — Bird Egg",
        oracle=("When this creature dies, create a 4/4 red Bird creature token with flying at "
                "the beginning of the next end step."),
        power=0,
        toughness=3,
        abilities=[Triggered("When this creature dies, create a 4/4 red Bird creature token "
                             "with flying at the beginning of the next end step.", OnDies(),
                             [AtBeginningOfNextEndStep(
                                 "Create a 4/4 red Bird creature token with flying.",
                                 CreateTokens(1, Token("Bird", "R", 4, 4, ("flying",),
                                                       oracle="Flying")))])],
    ),
]
