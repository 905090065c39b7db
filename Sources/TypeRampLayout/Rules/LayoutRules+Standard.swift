extension LayoutRules {
    /// Every rule TypeRamp has, one line each, in catalog order (the order of `typeramp rules`, of SARIF's rule list and of
    /// findings on one node). A rule is its file in `Rules/` (id, description, examples, check) and its line here;
    /// `RuleRegistryTests` fails when a rule file is not listed.
    public static let standard = LayoutRules([
        TextTruncatedRule(),
        TextBreaksWordRule(),
        ContentClippedRule(),
        HorizontalOverflowRule(),
        OverlappingSiblingsRule(),
        TextBelowMinimumSizeRule(),
        TouchTargetTooSmallRule(),
        MissingGlyphsRule(),
        FixedSizeTextRule(),
        IconDoesNotScaleRule(),
        UnknownStyleRule(),
        ContentNeedsScrollRule(),
        ContentOutsideScrollRule(),
        RowTallerThanScreenRule(),
        StackMustFlipRule(),
        StackFlippedRule(),
        MissingLabelRule(),
        ImageButtonWithoutLabelRule(),
        HeaderWithoutTraitRule(),
        DeadRotorRule(),
        GestureWithoutAlternativeRule(),
        ModalWithoutFlagRule(),
        LabelValueSplitRule(),
        ReadingOrderChangedRule(),
    ])
}
