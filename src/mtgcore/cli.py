"""The ``mtgcore`` command: simulate, goldfish, gauntlet, cards, bench, decks.

Usage errors exit with status 2 (click's own), bad data (unknown deck or card,
missing matplotlib or Ray) with status 1, each as one line.
"""

from __future__ import annotations

import sys
import time
import warnings

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from mtgcore._checks import MAX_GAMES
from mtgcore.deck import BUNDLED, Deck
from mtgcore.errors import DeckWarning, MtgError

class _PolicyName(click.ParamType):
    """A native policy: random, greedy, or a search mcts:N[,worlds=W,c=C,...]."""

    name = "random|greedy|mcts:N[,...]"

    def convert(self, value, param, ctx):
        from mtgcore._checks import native_policy
        try:
            return native_policy(value)
        except MtgError as e:
            self.fail(str(e), param, ctx)


POLICY = _PolicyName()


def _pct(x: float) -> str:
    return f"{x:.1%}"


def _ci(ci) -> str:
    return f"{ci[0]:.1%} – {ci[1]:.1%}"


def _load(deck) -> Deck:
    if isinstance(deck, str) and not deck.strip():  # `mtgcore simulate "" ""` is a usage error
        raise click.UsageError("a deck argument is empty: give a decklist file or a bundled deck name")
    try:
        return Deck.load(deck)
    except MtgError as e:
        raise click.ClickException(str(e)) from None
    except OSError as e:
        raise click.ClickException(f"cannot read deck {deck!r}: {e.strerror}") from None


def _outputs(console, result, summary, json_out, csv_path, plot_path, csv_fn, plot_fn) -> None:
    from mtgcore import report

    try:
        if csv_path:
            csv_fn(result, csv_path)
        if plot_path:
            from mtgcore import plots
            getattr(plots, plot_fn)(result, plot_path)
    except MtgError as e:
        raise click.ClickException(str(e)) from None
    except OSError as e:
        raise click.ClickException(f"cannot write {e.filename}: {e.strerror}") from None
    if json_out:
        click.echo(report.to_json(summary))
    else:
        for what, path in (("csv", csv_path), ("plot", plot_path)):
            if path:
                console.print(f"{what} written to {path}")


def _check_plot(plot_path) -> None:
    """Fail before playing any game if --plot can't be drawn."""
    if plot_path:
        from mtgcore import plots
        try:
            plots.require()
        except MtgError as e:
            raise click.ClickException(str(e)) from None


def _with_bar(console, label: str, total: int, show: bool, run):
    """``run(progress)`` with a progress bar over ``total`` games when ``show``
    (and the work is long enough to want one), else ``run(None)``."""
    if not show or total < 2000:
        return run(None)
    with Progress(TextColumn(f"[bold]{label}"), BarColumn(), MofNCompleteColumn(),
                  TimeRemainingColumn(), console=console, transient=True) as bar:
        task = bar.add_task("games", total=total)
        return run(lambda done: bar.update(task, completed=done))


def _backend(ray):
    if ray is None:
        return "local", None
    return "ray", (None if ray == "auto" else ray)


def _show_warning(message, category, filename, lineno, file=None, line=None) -> None:
    click.echo(f"mtgcore: warning: {message}", err=True)


class _Command(click.Group):
    """Every error is one line on stderr, never a traceback: exit status 2 for a
    usage error (bad option or value), 1 for bad data (a deck, a file), 130 for
    Ctrl-C."""

    def main(self, *args, **kwargs):
        kwargs["standalone_mode"] = False
        try:
            with warnings.catch_warnings():  # a warning (a small deck, ...) is one line too
                warnings.simplefilter("default", DeckWarning)
                warnings.showwarning = _show_warning
                rv = super().main(*args, **kwargs)
        except click.UsageError as e:
            click.echo(f"mtgcore: usage error: {e.format_message()}", err=True)
            sys.exit(2)
        except click.ClickException as e:
            click.echo(f"mtgcore: error: {e.format_message()}", err=True)
            sys.exit(e.exit_code)
        except MtgError as e:
            click.echo(f"mtgcore: error: {e}", err=True)
            sys.exit(1)
        except (KeyboardInterrupt, click.Abort):
            click.echo("mtgcore: interrupted", err=True)
            sys.exit(130)
        sys.exit(rv if isinstance(rv, int) else 0)


@click.group(cls=_Command)
@click.version_option(package_name="mtgcore")
def main() -> None:
    """mtgcore: a fast, correct Magic: The Gathering rules engine."""


@main.command()
@click.argument("deck_a", required=False)
@click.argument("deck_b", required=False)
@click.option("--games", "-n", default=10000, show_default=True, type=click.IntRange(1, MAX_GAMES),
              help="Number of games.")
@click.option("--seed", "-s", default=0, show_default=True, help="Batch seed (game i uses seed and i).")
@click.option("--policy", "-p", type=POLICY, default="greedy", show_default=True,
              help="Built-in native policy for both players.")
@click.option("--policy-a", type=POLICY, default=None, help="Policy of deck A (overrides --policy).")
@click.option("--policy-b", type=POLICY, default=None, help="Policy of deck B (overrides --policy).")
@click.option("--threads", "-t", default=None, type=click.IntRange(min=1),
              help="Threads (default and maximum: all cores).")
@click.option("--no-progress", is_flag=True, help="Hide the progress bar.")
@click.option("--json", "json_out", is_flag=True,
              help="Print the summary and per-game results as JSON (nothing else on stdout).")
@click.option("--csv", "csv_path", type=click.Path(dir_okay=False),
              help="Also write one CSV row per game to this file.")
@click.option("--plot", "plot_path", type=click.Path(dir_okay=False),
              help="Write a PNG: win rates with intervals and the game-length histogram.")
@click.option("--ray", "ray", is_flag=False, flag_value="auto", default=None, metavar="[ADDRESS]",
              help="Run on Ray: a local cluster, or the one at ADDRESS (write --ray=ADDRESS).")
@click.option("--min-deck-size", default=60, show_default=True, type=click.IntRange(0, 1000),
              help="Warn about a smaller main deck (CR 100.2a; 40 for limited, 0: any size).")
def simulate(deck_a, deck_b, games, seed, policy, policy_a, policy_b, threads, no_progress,
             json_out, csv_path, plot_path, ray, min_deck_size) -> None:
    """Play DECK_A against DECK_B (files, or bundled deck names) natively.

    With no decks, plays the bundled green_stompy against red_burn.
    Bundled decks: see `mtgcore decks`.
    """
    from mtgcore import report
    from mtgcore.simulate import simulate as run

    _check_plot(plot_path)
    console = Console(stderr=json_out)
    for arg, value in (("DECK_A", deck_a), ("DECK_B", deck_b)):
        if value is not None and not value.strip():
            raise click.UsageError(f"{arg} is empty: give a decklist file or a bundled deck name")
    da = _load(BUNDLED[0] if deck_a is None else deck_a)
    db = _load(BUNDLED[1] if deck_b is None else deck_b)
    pol = (policy_a or policy, policy_b or policy)
    backend, address = _backend(ray)
    kw = dict(games=games, seed=seed, policy=pol, threads=threads, backend=backend, ray_address=address,
              min_deck_size=min_deck_size)
    start = time.perf_counter()
    try:
        res = _with_bar(console, "simulating", games, not no_progress and not json_out and backend == "local",
                        lambda progress: run(da, db, progress=progress, **kw))
    except MtgError as e:
        raise click.ClickException(str(e)) from None
    elapsed = time.perf_counter() - start
    s = res.summary()
    if json_out:  # the summary and the per-game results (columns)
        out = res.to_dict()
        out["summary"]["seconds"] = round(elapsed, 3)
        _outputs(console, res, out, json_out, csv_path, plot_path, report.simulation_csv,
                 "plot_simulation")
        return
    if not json_out:
        pol_text = pol[0] if pol[0] == pol[1] else f"{pol[0]} / {pol[1]}"
        table = Table(title=f"{da.name} vs {db.name}: {games} games, policy {pol_text}, seed {seed}")
        for col in ("deck", "wins", "win rate", "95% CI", "on the play", "on the draw"):
            table.add_column(col, justify="left" if col == "deck" else "right")
        for p, name in enumerate((da.name, db.name)):
            play, draw = s[f"on_play_{p}"], s[f"on_draw_{p}"]
            table.add_row(name, str(s[f"wins_{p}"]), _pct(s[f"win_rate_{p}"]), _ci(s[f"win_rate_{p}_ci95"]),
                          f"{_pct(play['rate'])} ({_ci(play['ci95'])})",
                          f"{_pct(draw['rate'])} ({_ci(draw['ci95'])})")
        table.add_row("draws", str(s["draws"]), _pct(s["draws"] / games), "", "", "")
        console.print(table)
        t = s["turns"]
        console.print(f"game length: median {t['median']:g} turns (quartiles {t['q1']:g}–{t['q3']:g}, "
                      f"range {t['min']}–{t['max']}) · mean decisions {s['mean_decisions']:.0f} · "
                      f"starting player wins {_pct(s['starting_player_win_rate'])}")
        ends = Table(title="end reasons")
        ends.add_column("reason")
        ends.add_column("games", justify="right")
        ends.add_column("share", justify="right")
        for reason, count in s["reasons"].items():
            ends.add_row(reason, str(count), _pct(count / games))
        console.print(ends)
        rate = games / elapsed if elapsed > 0 else float("inf")
        console.print(f"{elapsed:.2f} s, {rate:,.0f} games/s")
    _outputs(console, res, s, json_out, csv_path, plot_path, report.simulation_csv, "plot_simulation")


@main.command()
@click.argument("deck")
@click.option("--games", "-n", default=10000, show_default=True, type=click.IntRange(1, MAX_GAMES),
              help="Games on the play, and as many on the draw.")
@click.option("--seed", "-s", default=0, show_default=True, help="Batch seed.")
@click.option("--policy", "-p", type=POLICY, default="greedy", show_default=True, help="The deck's native policy.")
@click.option("--max-turns", default=20, show_default=True, type=click.IntRange(1, 200),
              help="A kill after this turn of the deck counts as never.")
@click.option("--threads", "-t", default=None, type=click.IntRange(min=1), help="Threads (default: all cores).")
@click.option("--no-progress", is_flag=True, help="Hide the progress bar.")
@click.option("--json", "json_out", is_flag=True, help="Print the summary as JSON instead of a table.")
@click.option("--csv", "csv_path", type=click.Path(dir_okay=False), help="Write the kill-turn table to this CSV file.")
@click.option("--plot", "plot_path", type=click.Path(dir_okay=False),
              help="Write a PNG of the cumulative kill curve with its interval band.")
def goldfish(deck, games, seed, policy, max_turns, threads, no_progress, json_out, csv_path,
             plot_path) -> None:
    """How fast does DECK kill an opponent who does nothing?

    Plays GAMES games on the play and GAMES on the draw against an opponent who
    takes no actions and cannot lose by drawing; reports the turn (the deck's
    own turn count) on which the opponent dies.
    """
    from mtgcore import report
    from mtgcore.goldfish import goldfish as run

    _check_plot(plot_path)
    console = Console()
    d = _load(deck)
    start = time.perf_counter()
    try:
        res = _with_bar(console, "goldfishing", 2 * games, not no_progress and not json_out,
                        lambda progress: run(d, games=games, seed=seed, policy=policy, threads=threads,
                                             max_turns=max_turns, progress=progress))
    except MtgError as e:
        raise click.ClickException(str(e)) from None
    elapsed = time.perf_counter() - start
    s = res.summary()
    if not json_out:
        table = Table(title=f"{d.name} goldfish: {games} games on the play and {games} on the draw, "
                            f"policy {policy}, seed {seed}")
        table.add_column("turn", justify="right")
        for side in ("play", "draw"):
            table.add_column(f"killed on ({side})", justify="right")
            table.add_column(f"by ({side}), 95% CI", justify="right")
        last = max([r["turn"] for side in ("play", "draw") for r in s[side]["turns"] if r["killed"]] or [1])
        for t in range(1, min(last, max_turns) + 1):
            cells = []
            for side in ("play", "draw"):
                r = s[side]["turns"][t - 1]
                cells += [_pct(r["share"]), f"{_pct(r['by_turn'])} ({_ci(r['by_turn_ci95'])})"]
            table.add_row(str(t), *cells)
        console.print(table)
        for side in ("play", "draw"):
            ss = s[side]
            mean = "—" if ss["mean_kill_turn"] is None else f"{ss['mean_kill_turn']:.2f}"
            med = "never" if ss["median_kill_turn"] is None else f"{ss['median_kill_turn']:g}"
            console.print(f"on the {side}: mean kill turn {mean}, median {med}, never killed by turn "
                          f"{max_turns}: {_pct(ss['never_killed_share'])} ({_ci(ss['never_killed_ci95'])})")
        console.print(f"{elapsed:.2f} s, {2 * games / elapsed if elapsed > 0 else 0:,.0f} games/s")
    _outputs(console, res, s, json_out, csv_path, plot_path, report.goldfish_csv, "plot_goldfish")


@main.command()
@click.argument("decks", nargs=-1, required=True)
@click.option("--games", "-n", default=1000, show_default=True, type=click.IntRange(1, MAX_GAMES),
              help="Games per ordered pair (each matchup plays both seats).")
@click.option("--seed", "-s", default=0, show_default=True, help="Batch seed.")
@click.option("--policy", "-p", type=POLICY, default="greedy", show_default=True, help="Every deck's native policy.")
@click.option("--threads", "-t", default=None, type=click.IntRange(min=1), help="Threads (default: all cores).")
@click.option("--no-progress", is_flag=True, help="Hide the progress bar.")
@click.option("--json", "json_out", is_flag=True, help="Print the summary as JSON instead of tables.")
@click.option("--csv", "csv_path", type=click.Path(dir_okay=False), help="Write the matrix (one row per pair) to CSV.")
@click.option("--plot", "plot_path", type=click.Path(dir_okay=False),
              help="Write a PNG heatmap of the matrix with the win rates in the cells.")
@click.option("--ray", "ray", is_flag=False, flag_value="auto", default=None, metavar="[ADDRESS]",
              help="Run on Ray: a local cluster, or the one at ADDRESS (write --ray=ADDRESS).")
def gauntlet(decks, games, seed, policy, threads, no_progress, json_out, csv_path, plot_path, ray) -> None:
    """Every deck against every deck (at least two; mirrors included as a check)."""
    from mtgcore import report
    from mtgcore.gauntlet import gauntlet as run

    if len(decks) < 2:
        raise click.UsageError("a gauntlet needs at least two decks")
    _check_plot(plot_path)
    console = Console()
    loaded = [_load(d) for d in decks]
    backend, address = _backend(ray)
    start = time.perf_counter()
    try:
        res = _with_bar(console, "gauntlet", games * len(loaded) ** 2,
                        not no_progress and not json_out and backend == "local",
                        lambda progress: run(loaded, games=games, seed=seed, policy=policy, threads=threads,
                                             backend=backend, ray_address=address, progress=progress))
    except MtgError as e:
        raise click.ClickException(str(e)) from None
    elapsed = time.perf_counter() - start
    s = res.summary()
    if not json_out:
        table = Table(title=f"gauntlet: {games} games per ordered pair, policy {policy}, seed {seed} "
                            f"(row deck's win rate, 95% CI)")
        table.add_column("deck")
        for name in res.names:
            table.add_column(name, justify="right")
        table.add_column("vs field", justify="right")
        for i, name in enumerate(res.names):
            row = [f"{_pct(c['win_rate'])}\n{_ci(c['ci95'])}" + (" (mirror)" if j == i else "")
                   for j, c in enumerate(s["matrix"][i])]
            f = s["field"][i]
            table.add_row(name, *row, f"{_pct(f['win_rate'])}\n{_ci(f['ci95'])}")
        console.print(table)
        console.print("ranking: " + " > ".join(s["ranking"]))
        off = [name for name, m in s["mirrors"].items() if not m["ci95"][0] <= 0.5 <= m["ci95"][1]]
        console.print("mirrors (seat A's win rate, expect about 50%): " + ", ".join(
            f"{name} {_pct(m['seat_a_win_rate'])}" for name, m in s["mirrors"].items()) +
            (f" · outside the interval: {', '.join(off)}" if off else ""))
        total = games * len(res.names) ** 2
        console.print(f"{elapsed:.2f} s, {total / elapsed if elapsed > 0 else 0:,.0f} games/s")
    _outputs(console, res, s, json_out, csv_path, plot_path, report.gauntlet_csv, "plot_gauntlet")


class _CardsGroup(click.Group):
    """``mtgcore cards``: its subcommands, with ``list`` the one run when the first word
    is not a subcommand (``mtgcore cards NAME --type T`` is ``mtgcore cards list NAME
    --type T``)."""

    default_command = "list"

    #: Options that stand for a subcommand (issue 19's ``mtgcore cards --coverage``).
    option_commands = {"--coverage": "coverage", "--unsupported": "unsupported"}

    def parse_args(self, ctx, args):
        if args and args[0] in self.option_commands:
            args = [self.option_commands[args[0]], *args[1:]]
        elif not args or (args[0] not in self.commands and args[0] not in ctx.help_option_names):
            args = [self.default_command, *args]
        return super().parse_args(ctx, args)


@main.group("cards", cls=_CardsGroup)
def cards() -> None:
    """The card library and the card facts.

    \b
    mtgcore cards [NAME] [--type T] [--color C] [--text S]   list the library (cards list)
    mtgcore cards import PATH                                 use a newer MTGJSON AtomicCards file
    mtgcore cards --coverage [--json] [--sample N]            compiled and run / all cards
    mtgcore cards --unsupported DECK                          the cards of a deck not playable yet
    mtgcore cards run NAME ...                                run cards in generated scenarios
    """


@cards.command("list")
@click.argument("name", required=False)
@click.option("--type", "type_", help="Only cards with this card type (creature, instant, land ...).")
@click.option("--color", help="Only cards of this color (white, blue, black, red, green, colorless).")
@click.option("--text", help="Only cards whose Oracle text contains this (case-insensitive).")
def cards_list(name, type_, color, text) -> None:
    """List the card library: name, mana cost, type line and Oracle text.

    NAME keeps the cards whose name contains it (case-insensitive).
    """
    from mtgcore.cards import default_library
    from mtgcore.cards.dsl import CARD_TYPES, COLOR_WORDS

    if type_ and type_.lower() not in CARD_TYPES:
        raise click.BadParameter(f"{type_!r} is not a card type ({', '.join(CARD_TYPES)})",
                                 param_hint="'--type'")
    colors = COLOR_WORDS + ("colorless",)
    if color and color.lower() not in colors:
        raise click.BadParameter(f"{color!r} is not a color ({', '.join(colors)})", param_hint="'--color'")
    lib = default_library()
    shown = 0
    for n in lib.names():
        c = lib.get(n)
        if name and name.lower() not in n.lower():
            continue
        if type_ and type_.lower() not in c.types:
            continue
        card_colors = {w for i, w in enumerate(COLOR_WORDS) if c.colors & (1 << i)} or {"colorless"}
        if color and color.lower() not in card_colors:
            continue
        if text and text.lower() not in (c.oracle or "").lower():
            continue
        oracle = " ".join((c.oracle or "").split())
        pt = f"  {c.power}/{c.toughness}" if "creature" in c.types else ""
        click.echo(f"{c.name}  {c.cost or '-'}  {c.type_line}{pt}" + (f"\n    {oracle}" if oracle else ""))
        shown += 1
    if not shown:
        raise click.ClickException("no card matches")


@cards.command("import")
@click.argument("path", type=click.Path(dir_okay=False))
def cards_import(path) -> None:
    """Use PATH, an MTGJSON AtomicCards file (.json or .json.gz), as the card facts.

    The cards are checked, completed with the package's hand-checked facts where the
    file lacks them, and written to the user's cache (MTGCORE_CACHE, else
    ~/.cache/mtgcore), where they are used instead of the bundled snapshot.  A
    malformed file is named with its card and field, and nothing is written.
    """
    from mtgcore.oracle.snapshot import import_file, user_snapshot_path

    try:
        n = import_file(path)
    except MtgError as e:
        raise click.ClickException(str(e)) from None
    click.echo(f"imported {n:,} cards from {path} into {user_snapshot_path()}")


@cards.command("coverage")
@click.option("--json", "json_out", is_flag=True, help="One JSON object instead of the table.")
@click.option("--sample", type=click.IntRange(1), default=None,
              help="A seeded share of this many cards instead of every traditional card.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the share and the runs.")
@click.option("--no-run", is_flag=True, help="Compile only; don't run the compiled cards.")
@click.option("--status", "status_path", type=click.Path(dir_okay=False, writable=True),
              help="Also write every card's status and reason to this JSON file.")
@click.option("--no-progress", is_flag=True, help="No progress bar.")
def cards_coverage(json_out, sample, seed, no_run, status_path, no_progress) -> None:
    """How many of the snapshot's traditional cards are compiled from their Oracle text
    and run clean, by layout and card type, and what blocks the most of the rest.

    The whole pool takes several minutes (compiled cards are cached across runs);
    --sample N measures a seeded share.
    """
    import json

    from mtgcore.oracle.coverage import coverage, format_coverage, traditional_names

    console = Console(stderr=True)
    names = traditional_names(sample, seed)
    show = not no_progress and not json_out and sys.stderr.isatty()

    def run(progress):
        return coverage(names, run=not no_run, seed=seed, progress=progress)
    if show:
        with Progress(TextColumn("[bold]cards"), BarColumn(), MofNCompleteColumn(),
                      TimeRemainingColumn(), console=console, transient=True) as bar:
            task = bar.add_task("cards", total=len(names) * (1 if no_run else 2))
            rep = coverage(names, run=not no_run, seed=seed,
                           progress=lambda done, total: bar.update(task, completed=done, total=total))
    else:
        rep = run(None)
    status = rep.pop("status")
    if status_path:
        try:
            with open(status_path, "w", encoding="utf-8") as f:
                json.dump(status, f, indent=1, sort_keys=True)
        except OSError as e:
            raise click.ClickException(f"cannot write {status_path}: {e.strerror}") from None
    click.echo(json.dumps(rep, indent=1) if json_out else format_coverage(rep))


@cards.command("unsupported")
@click.argument("deck")
def cards_unsupported(deck) -> None:
    """Each card of DECK (a decklist file, or a bundled deck name) that can't be played
    yet, with its line and the reason."""
    import os

    from mtgcore.oracle.coverage import unsupported_in_deck

    if deck in BUNDLED and not os.path.exists(deck):
        from importlib import resources
        text = resources.files("mtgcore").joinpath(f"data/decks/{deck}.txt").read_text("utf-8")
    else:
        try:
            with open(deck, encoding="utf-8-sig") as f:
                text = f.read()
        except OSError as e:
            raise click.ClickException(f"cannot read deck {deck!r}: {e.strerror}") from None
        except UnicodeDecodeError:
            raise click.ClickException(f"deck file {deck!r} is not UTF-8 text") from None
    bad = unsupported_in_deck(text)
    for lineno, name, reason in bad:
        click.echo(f"line {lineno}: {name}: {reason}")
    if not bad:
        click.echo("every card of the deck can be played")


@cards.command("run")
@click.argument("names", nargs=-1, required=True)
@click.option("--seed", type=int, default=0, show_default=True)
def cards_run(names, seed) -> None:
    """Run cards in generated scenarios (cast, modes, abilities, triggers, with the
    engine's invariants checked after every action) and say how each went."""
    from mtgcore.oracle.run import run_card

    failed = 0
    for n in names:
        rep = run_card(n, seed=seed)
        failed += not rep.ok
        click.echo(str(rep))
    if failed:
        raise click.ClickException(f"{failed} of {len(names)} cards failed")


def _sections(value):
    from mtgcore.benchmark import SECTIONS
    if value is None:
        return None
    names = [v.strip() for v in value.split(",") if v.strip()]
    bad = [n for n in names if n not in SECTIONS]
    if bad or not names:
        raise click.BadParameter(f"{', '.join(bad) or repr(value)}: not a section (sections: "
                                 f"{', '.join(SECTIONS)})", param_hint="'--only'")
    return names


@main.command()
@click.option("--quick", is_flag=True, help="Fewer games and rounds: under a minute.")
@click.option("--json", "json_out", is_flag=True, help="Print one JSON object instead of the table.")
@click.option("--output", "-o", "out_path", type=click.Path(dir_okay=False),
              help="Also write the JSON object to this file (for a later --compare).")
@click.option("--compare", "compare_path", type=click.Path(dir_okay=False),
              help="Ratios of this run's figures to those of an earlier run's JSON file.")
@click.option("--from", "from_path", type=click.Path(dir_okay=False),
              help="Report an earlier run's JSON file instead of measuring (with --compare: two files).")
@click.option("--only", "only", default=None, metavar="SECTIONS",
              help="Comma-separated sections to run: games, api, clone, memory, boards, layers, pool, peers.")
@click.option("--peers/--no-peers", "peers", default=None,
              help="Side by side with phase-python (default: when it is installed).")
@click.option("--threads", "-t", default=None, type=click.IntRange(min=1),
              help="Threads of the all-cores figures (default: every core).")
@click.option("--seed", "-s", default=1, show_default=True, type=int, help="Seed of the suite's games.")
@click.option("--no-progress", is_flag=True, help="Hide the progress display.")
def bench(quick, json_out, out_path, compare_path, from_path, only, peers, threads, seed, no_progress) -> None:
    """Measure the engine the same way on any machine.

    A standard seeded suite: whole games per second per core and on all cores
    (random and greedy) for the bench decks, the rules-core decks and decks of
    compiled cards; decisions per second through the object API and VectorGames;
    clone time; memory per game; decision cost against board size; layer
    recompute cost; card-pool load time; and, when phase-python is installed
    (mtgcore[peers]), both engines side by side on the same decks.
    """
    from mtgcore.benchmark import compare, load_result, run
    from mtgcore.benchmark import output

    sections = _sections(only)
    if from_path and (quick or only or peers is not None or threads or seed != 1):
        raise click.UsageError("--from reports an earlier run: it takes no measuring option")
    if peers is True and sections is not None and "peers" not in sections:
        sections = sections + ["peers"]
    console = Console(stderr=json_out)
    try:
        old = load_result(compare_path) if compare_path else None
        if from_path:
            result = load_result(from_path)
        else:
            show = not no_progress and sys.stderr.isatty()
            result = _run_bench(run, quick, sections, threads, seed, peers, show)
        ratios = compare(result, old) if old is not None else None
        if ratios is not None:
            result = dict(result, compare={"file": compare_path, "ratios": ratios})
        if out_path:
            output.write(out_path, result)
    except MtgError as e:
        raise click.ClickException(str(e)) from None
    if json_out:
        click.echo(output.to_json(result))
    else:
        # Piped or redirected: lines wide enough that no key wraps.
        output.render(Console(width=None if sys.stdout.isatty() else 160), result, ratios, old)
        if out_path:
            console.print(f"json written to {out_path}")


def _run_bench(run, quick, sections, threads, seed, peers, show):
    if not show:
        return run(quick=quick, sections=sections, threads=threads, seed=seed, peers=peers)
    with Progress(TextColumn("[bold]bench"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.description}"),
                  console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task("", total=None)
        return run(quick=quick, sections=sections, threads=threads, seed=seed, peers=peers,
                   progress=lambda label, done, total: bar.update(task, description=label, completed=done,
                                                                  total=total))


@main.command("decks")
def decks() -> None:
    """List the bundled sample decks."""
    for name in BUNDLED:
        d = Deck.bundled(name)
        click.echo(f"{name}: {len(d)} cards")


@main.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", default=8765, show_default=True, type=click.IntRange(0, 65535),
              help="Port (0: any free port).")
@click.option("--seat-timeout", default=30.0, show_default=True, type=click.FloatRange(0.1, 86400),
              help="Seconds a seat whose client is away may keep the game waiting before the AI plays it.")
def serve(host: str, port: int, seat_timeout: float) -> None:
    """Serve games: the WebSocket table protocol at /ws (docs/protocol.md) and the web table at /."""
    try:
        from mtgcore.server.app import main as serve_main
    except ImportError as e:  # pragma: no cover - websockets is a dependency
        raise click.ClickException(f"mtgcore serve needs the websockets package ({e})")
    serve_main(host, port, seat_timeout)


if __name__ == "__main__":
    main()
