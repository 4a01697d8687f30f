# The mutants of Tests/Fixtures/Review/HandWritten/layered that its tests must kill (Scripts/handwritten-mutants.sh):
# (name, file under Sources/Ledger, text that must occur exactly once, what replaces it).
M = [
 ("weakenedPattern", "UseCases/BookValidator.swift", "[0-9]{13}", "[0-9]+"),
 ("weakenedMinimum", "UseCases/BookValidator.swift", "book.pages < 1 {", "book.pages < 0 {"),
 ("weakenedMaxLength", "UseCases/BookValidator.swift", "book.title.count > 120", "book.title.count > 121"),
 ("weakenedEmail", "UseCases/MemberValidator.swift", r"\.[A-Za-z]{2,})$", r"\.[A-Za-z]{1,})$"),
 ("blankAccepted", "UseCases/BookValidator.swift", "book.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty", "book.title.isEmpty"),
 ("onlyFirstError", "UseCases/BookValidator.swift", "        if book.price < 0 {", "        if errors.isEmpty, book.price < 0 {"),
 ("cascadeBeforeParent", "UseCases/DeleteAuthorUseCase.swift", "        try await repository.delete(id: id)\n        var deletedBooks: [Book] = []\n        do {\n            for book in books {\n                try await bookRepository.delete(id: book.id)\n                deletedBooks.append(book)\n            }\n        } catch {", "        var deletedBooks: [Book] = []\n        do {\n            for book in books {\n                try await bookRepository.delete(id: book.id)\n                deletedBooks.append(book)\n            }\n            try await repository.delete(id: id)\n        } catch {"),
 ("rollbackSkipped", "UseCases/DeleteAuthorUseCase.swift", "            await undo(deleting: author, deletedBooks: deletedBooks)\n", "            _ = (author, deletedBooks)\n"),
 ("effectCountsEveryBook", "UseCases/DeleteAuthorUseCase.swift", "books.filter { $0.authorID == id }.count", "books.count"),
 ("availabilityNotEnforced", "UseCases/LendBookUseCase.swift", "guard book.canLend else {", "guard true else {"),
 ("availabilityAlways", "Models/Book+Availability.swift", "        !isOnLoan\n", "        true\n"),
 ("unwrittenOffered", "ViewModels/BookListViewModel.swift", "        offersWithdraw\n", "        true\n"),
 ("managedFieldReset", "ViewModels/BookFormViewModel.swift", "isOnLoan: original?.isOnLoan ?? false,", "isOnLoan: false,"),
 ("fieldErrorsDropped", "ViewModels/BookFormViewModel.swift", "            fieldErrors = failure.fieldErrors\n", "            fieldErrors = failure.fieldErrors.filter { _ in false }\n"),
 ("webAddressUntrimmed", "ViewModels/AuthorFormViewModel.swift", "let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)", "let trimmed = text"),
 ("searchIgnored", "ViewModels/BookListViewModel.swift", ".contains { $0.localizedStandardContains(query) }", ".contains { _ in !query.isEmpty }"),
 ("newFormStartsAtZero", "ViewModels/MemberFormViewModel.swift", "var cardNumber: Int = 1000", "var cardNumber: Int = 0"),
 ("detailLoadsAnother", "ViewModels/MemberDetailViewModel.swift", "try await repository.fetch(id: id)", "try await repository.fetch(id: UUID())"),
]
