import SwiftSyntax

/// A screen's variants are its root translated again with other branches taken (``ScreenMaker``); most of each variant
/// is what an earlier one made. A translation is a function of the branches it takes, so a project view (an inlined
/// type, a computed view property or function) or a builder statement met at the same place, after the code around it
/// took the same branches, and whose own branches this variant assigns as before, is made the same: the memo hands it
/// back, with what making it did to the translation (the branches it took, the nodes it counted, the notes it made and
/// took back). Kept for one screen.
///
/// "The same place" is the chain of places (inlined views and builder statements) from the root, each with its syntax
/// and how often it was met before inside the place around it; every builder statement is a place, so a statement that
/// shows a view in one variant and not in another leaves the count of what follows it alone. "The code around it" is
/// ``Decisions/trace``: the branches taken so far, but for those taken inside places already finished, which decide
/// those places only. What a finished place leaves to the code that follows goes through names, whose evaluation is
/// kept in their scope (``Scope/evaluatedBranches``: its branches are taken again where the name is read, so they are
/// in the trace there), or through views handed on as values, made with ``Translator/viewsForLater(_:)`` for the same
/// reason. The import of every app in docs/real-apps is byte-identical with and without the memo.
struct InlineMemo {
    struct Key: Hashable {
        /// ``Decisions/trace`` where the place starts.
        var trace: Int
        /// The chain of places from the root down to this one, each with its syntax and how often it was met before
        /// in the place around it.
        var path: Int
    }

    struct Entry {
        var views: [ViewNode]
        /// The branches taken inside, in order.
        var queries: [Decisions.Query]
        /// Nodes made (``Translator/made``), and every note made and taken back, inside.
        var made: Int
        var notes: [Translator.NoteEvent]
    }

    /// The places open, outermost first: each one's path and how often each syntax was met inside it.
    private var open: [(path: Int, met: [SyntaxIdentifier: Int])] = [(0, [:])]
    private var entries: [Key: [Entry]] = [:]

    /// Starts a translation of the screen.
    mutating func beginTranslation() { open = [(0, [:])] }

    /// Forgets every view (a new screen).
    mutating func clear() {
        entries = [:]
        open = [(0, [:])]
    }

    /// The path of the place `site` inside the innermost open place, counting it as met.
    mutating func enter(_ site: SyntaxIdentifier) -> Int {
        let before = open[open.count - 1].met[site, default: 0]
        open[open.count - 1].met[site] = before + 1
        var h = Hasher()
        h.combine(open[open.count - 1].path)
        h.combine(site)
        h.combine(before)
        return h.finalize()
    }

    mutating func push(_ path: Int) { open.append((path, [:])) }
    mutating func pop() { open.removeLast() }

    /// The entry made at `key` whose branches `decisions` would take as they were taken.
    func entry(_ key: Key, _ decisions: Decisions) -> Entry? {
        entries[key]?.first { decisions.wouldChooseAsBefore($0.queries) }
    }

    mutating func add(_ entry: Entry, at key: Key) { entries[key, default: []].append(entry) }
}

extension Translator {
    /// One statement of a builder, as a place of its own (``InlineMemo``): the branches it takes decide its own views,
    /// not the next statement's, which reads what they chose only through names (whose branches are taken again where
    /// they are read), so they leave the trace when it ends; and what it runs is counted inside it, so that a view
    /// the statement shows in one variant and not in another leaves the places after it as they were. A statement of
    /// views is kept for the screen's other variants as a project view is; a declaration or a `guard`, which binds
    /// names for the statements after it, is always run.
    func statement(_ item: CodeBlockItemSyntax.Item, _ make: () -> [ViewNode]) -> [ViewNode] {
        let site = Syntax(item).id
        switch item {
        case .expr: return memoisedPlace(at: site, call: nil, make)
        case .stmt(let s) where s.is(ExpressionStmtSyntax.self) || s.is(ReturnStmtSyntax.self):
            return memoisedPlace(at: site, call: nil, make)
        default: return place(site, make)
        }
    }

    /// `make` run as a place of its own, not kept (see ``statement(_:_:)``).
    func place<T>(_ site: SyntaxIdentifier, _ make: () -> T) -> T {
        inside(inlineMemo.enter(site), make)
    }

    /// `make` run inside the place at `path`: what it meets is counted there, and the branches it takes leave the trace
    /// when it ends.
    private func inside<T>(_ path: Int, _ make: () -> T) -> T {
        let trace = decisions.trace
        inlineMemo.push(path)
        defer {
            inlineMemo.pop()
            decisions.trace = trace
        }
        return make()
    }

    /// Views made here to be handed, as a value, to code that follows (`children` of a `_VariadicView` root, the views an
    /// `if let x = … as? Image` binds): the branches taken making them are taken again, so the trace of what follows
    /// holds them (views made inside are otherwise left out of it once made, ``InlineMemo``).
    func viewsForLater<T>(_ make: () -> T) -> T {
        let start = decisions.queries.count
        let made = make()
        decisions.replay(Array(decisions.queries[start...]))
        return made
    }

    /// `make` (the translation of a project view inlined at `site`), or what an earlier variant's translation made at the
    /// same place after the same branches (``InlineMemo``). A translation is kept unless it read a value whose evaluation
    /// made notes elsewhere, took a branch on the screen's width, passed the node limit or changed
    /// the configurations made outside it, but for the one made for the call itself (`Carousel(items)
    /// .carouselSpacing(8)`, ``configurations``), which `make` takes.
    func memoisedPlace(at site: SyntaxIdentifier, call: SyntaxIdentifier?, _ make: () -> [ViewNode]) -> [ViewNode] {
        guard limits.reusesViewsAcrossVariants else { return place(site, make) }
        let path = inlineMemo.enter(site)
        let trace = decisions.trace
        let key = InlineMemo.Key(trace: trace, path: path)
        if let hit = inlineMemo.entry(key, decisions), made + hit.made <= limits.nodesPerScreen {
            if let call { configurations.removeValue(forKey: call) }
            decisions.replay(hit.queries)
            decisions.trace = trace
            made += hit.made
            replay(notes: hit.notes)
            return hit.views
        }
        let ownConfiguration = call.map { configurations[$0] != nil } ?? false
        let before = (
            queries: decisions.queries.count, made: made, notes: noteLog.count, configurations: configurations.count,
            cachedNotes: cachedNotesRead
        )
        let views = inside(path, make)
        // Copies, not slices: a slice would keep the translation's whole list alive and make each later append copy it.
        let queries = Array(decisions.queries[before.queries...])
        if cachedNotesRead == before.cachedNotes, made <= limits.nodesPerScreen,
            configurations.count == before.configurations - (ownConfiguration ? 1 : 0), call.map({ configurations[$0] == nil }) ?? true,
            !queries.contains(where: { $0.widths != nil })
        {
            inlineMemo.add(
                InlineMemo.Entry(views: views, queries: queries, made: made - before.made, notes: Array(noteLog[before.notes...])),
                at: key)
        }
        return views
    }
}
